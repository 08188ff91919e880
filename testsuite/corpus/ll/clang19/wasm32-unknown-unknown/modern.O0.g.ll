; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@_ZTV4Bird = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr hidden constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTI4Bird = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 4
@_ZTV6Animal = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !66
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1, !dbg !70
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !75
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !80

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 !dbg !242 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Owner, align 4
  %3 = alloca %class.Owner, align 4
  %4 = alloca %struct.Point3, align 4
  %5 = alloca [3 x i32], align 4
  %6 = alloca ptr, align 4
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
  %18 = alloca ptr, align 4
  %19 = alloca i32, align 4
  %20 = alloca %class.anon, align 4
  %21 = alloca %class.anon.0, align 4
  %22 = alloca %struct.Accum, align 4
  %23 = alloca %class.Function, align 4
  %24 = alloca %class.Function.1, align 4
  %25 = alloca %class.anon.2, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !269, !DIExpression(), !270)
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2), !dbg !271
    #dbg_declare(ptr %3, !272, !DIExpression(), !273)
  %26 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %222, !dbg !274

27:                                               ; preds = %0
  %28 = call noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %26) #8, !dbg !274
  %29 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %30 unwind label %219, !dbg !275

30:                                               ; preds = %27
  %31 = zext i1 %29 to i32, !dbg !276
  %32 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %33 unwind label %219, !dbg !277

33:                                               ; preds = %30
  %34 = zext i1 %32 to i32, !dbg !278
  %35 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %36 unwind label %219, !dbg !279

36:                                               ; preds = %33
  %37 = load ptr, ptr %35, align 4, !dbg !280
  %38 = getelementptr inbounds ptr, ptr %37, i64 2, !dbg !280
  %39 = load ptr, ptr %38, align 4, !dbg !280
  %40 = invoke noundef ptr %39(ptr noundef nonnull align 4 dereferenceable(8) %35)
          to label %41 unwind label %219, !dbg !280

41:                                               ; preds = %36
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %34, ptr noundef %40)
          to label %43 unwind label %219, !dbg !281

43:                                               ; preds = %41
    #dbg_declare(ptr %4, !282, !DIExpression(), !283)
    #dbg_declare(ptr %4, !284, !DIExpression(DW_OP_plus_uconst, 4), !285)
    #dbg_declare(ptr %4, !286, !DIExpression(DW_OP_plus_uconst, 8), !287)
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %44 unwind label %219, !dbg !288

44:                                               ; preds = %43
  %45 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0, !dbg !283
  %46 = load i32, ptr %45, align 4, !dbg !289
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1, !dbg !285
  %48 = load i32, ptr %47, align 4, !dbg !290
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2, !dbg !287
  %50 = load i32, ptr %49, align 4, !dbg !291
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46, i32 noundef %48, i32 noundef %50)
          to label %52 unwind label %219, !dbg !292

52:                                               ; preds = %44
    #dbg_declare(ptr %5, !293, !DIExpression(), !297)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.arr, i32 12, i1 false), !dbg !297
    #dbg_declare(ptr %6, !298, !DIExpression(DW_OP_deref), !299)
    #dbg_declare(ptr %6, !300, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !301)
    #dbg_declare(ptr %6, !302, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !303)
  store ptr %5, ptr %6, align 4, !dbg !304
  %53 = load ptr, ptr %6, align 4, !dbg !301
  %54 = getelementptr inbounds [3 x i32], ptr %53, i32 0, i32 1, !dbg !301
  store i32 50, ptr %54, align 4, !dbg !305
  %55 = load ptr, ptr %6, align 4, !dbg !299
  %56 = getelementptr inbounds [3 x i32], ptr %55, i32 0, i32 0, !dbg !299
  %57 = load i32, ptr %56, align 4, !dbg !306
  %58 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 1, !dbg !307
  %59 = load i32, ptr %58, align 4, !dbg !307
  %60 = load ptr, ptr %6, align 4, !dbg !303
  %61 = getelementptr inbounds [3 x i32], ptr %60, i32 0, i32 2, !dbg !303
  %62 = load i32, ptr %61, align 4, !dbg !308
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57, i32 noundef %59, i32 noundef %62)
          to label %64 unwind label %219, !dbg !309

64:                                               ; preds = %52
    #dbg_declare(ptr %7, !310, !DIExpression(), !311)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.v, i32 8, i1 false), !dbg !311
    #dbg_declare(ptr %8, !312, !DIExpression(), !313)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.w, i32 8, i1 false), !dbg !313
  %65 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %66 unwind label %219, !dbg !314

66:                                               ; preds = %64
  %67 = load float, ptr %65, align 4, !dbg !315
  %68 = fadd float %67, 1.000000e+00, !dbg !315
  store float %68, ptr %65, align 4, !dbg !315
  %69 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0, !dbg !316
  %70 = load float, ptr %69, align 4, !dbg !316
  %71 = fpext float %70 to double, !dbg !317
  %72 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 1, !dbg !318
  %73 = load float, ptr %72, align 4, !dbg !318
  %74 = fpext float %73 to double, !dbg !319
  %75 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0, !dbg !320
  store float 2.500000e+00, ptr %75, align 4, !dbg !320
  %76 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1, !dbg !320
  store float 4.000000e+00, ptr %76, align 4, !dbg !320
  %77 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef byval(%struct.Vec2) align 4 %9)
          to label %78 unwind label %219, !dbg !321

78:                                               ; preds = %66
  %79 = zext i1 %77 to i32, !dbg !322
  %80 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %81 unwind label %219, !dbg !323

81:                                               ; preds = %78
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %71, double noundef %74, i32 noundef %79, i32 noundef %80)
          to label %83 unwind label %219, !dbg !324

83:                                               ; preds = %81
  %84 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %85 unwind label %219, !dbg !325

85:                                               ; preds = %83
  %86 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %87 unwind label %219, !dbg !326

87:                                               ; preds = %85
  %88 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %84, double noundef %86)
          to label %89 unwind label %219, !dbg !327

89:                                               ; preds = %87
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %90 unwind label %219, !dbg !328

90:                                               ; preds = %89
  %91 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %92 unwind label %219, !dbg !329

92:                                               ; preds = %90
  %93 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %94 unwind label %219, !dbg !330

94:                                               ; preds = %92
  %95 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %96 unwind label %219, !dbg !331

96:                                               ; preds = %94
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %91, ptr noundef %93, ptr noundef %95)
          to label %98 unwind label %219, !dbg !332

98:                                               ; preds = %96
    #dbg_declare(ptr %10, !333, !DIExpression(), !334)
  %99 = call noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #8, !dbg !334
    #dbg_declare(ptr %11, !335, !DIExpression(), !336)
  store i32 0, ptr %11, align 4, !dbg !336
    #dbg_declare(ptr %12, !337, !DIExpression(), !339)
  store i32 0, ptr %12, align 4, !dbg !339
  br label %100, !dbg !340

100:                                              ; preds = %109, %98
  %101 = load i32, ptr %12, align 4, !dbg !341
  %102 = icmp slt i32 %101, 4, !dbg !343
  br i1 %102, label %103, label %112, !dbg !344

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4, !dbg !345
  %105 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %104)
          to label %106 unwind label %219, !dbg !346

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4, !dbg !347
  %108 = add nsw i32 %107, %105, !dbg !347
  store i32 %108, ptr %11, align 4, !dbg !347
  br label %109, !dbg !348

109:                                              ; preds = %106
  %110 = load i32, ptr %12, align 4, !dbg !349
  %111 = add nsw i32 %110, 1, !dbg !349
  store i32 %111, ptr %12, align 4, !dbg !349
  br label %100, !dbg !350, !llvm.loop !351

112:                                              ; preds = %100
  %113 = load i32, ptr %11, align 4, !dbg !354
  %114 = getelementptr inbounds %struct.Counter, ptr %10, i32 0, i32 0, !dbg !355
  %115 = load i32, ptr %114, align 4, !dbg !355
  %116 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113, i32 noundef %115)
          to label %117 unwind label %219, !dbg !356

117:                                              ; preds = %112
    #dbg_declare(ptr %13, !357, !DIExpression(), !358)
  %118 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %119 unwind label %219, !dbg !359

119:                                              ; preds = %117
  store i8 %118, ptr %13, align 1, !dbg !358
  %120 = load i8, ptr %13, align 1, !dbg !360
  %121 = zext i8 %120 to i32, !dbg !361
  %122 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %121)
          to label %123 unwind label %219, !dbg !362

123:                                              ; preds = %119
    #dbg_declare(ptr %14, !363, !DIExpression(), !365)
  store i32 4, ptr %14, align 4, !dbg !365
    #dbg_declare(ptr %15, !366, !DIExpression(), !368)
  store { i32, i32 } { i32 8, i32 1 }, ptr %15, align 4, !dbg !368
    #dbg_declare(ptr %16, !369, !DIExpression(), !371)
  store { i32, i32 } { i32 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i32), i32 0 }, ptr %16, align 4, !dbg !371
    #dbg_declare(ptr %17, !372, !DIExpression(), !373)
  %124 = invoke noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17)
          to label %125 unwind label %219, !dbg !373

125:                                              ; preds = %123
    #dbg_declare(ptr %18, !374, !DIExpression(), !376)
  store ptr %17, ptr %18, align 4, !dbg !376
  %126 = load ptr, ptr %18, align 4, !dbg !377
  %127 = load i32, ptr %14, align 4, !dbg !378
  %128 = getelementptr inbounds i8, ptr %126, i32 %127, !dbg !379
  %129 = load i32, ptr %128, align 4, !dbg !379
  %130 = load ptr, ptr %18, align 4, !dbg !380
  %131 = load { i32, i32 }, ptr %15, align 4, !dbg !381
  %132 = extractvalue { i32, i32 } %131, 1, !dbg !382
  %133 = ashr i32 %132, 1, !dbg !382
  %134 = getelementptr inbounds i8, ptr %130, i32 %133, !dbg !382
  %135 = extractvalue { i32, i32 } %131, 0, !dbg !382
  %136 = and i32 %132, 1, !dbg !382
  %137 = icmp ne i32 %136, 0, !dbg !382
  br i1 %137, label %138, label %142, !dbg !382

138:                                              ; preds = %125
  %139 = load ptr, ptr %134, align 4, !dbg !382
  %140 = getelementptr i8, ptr %139, i32 %135, !dbg !382, !nosanitize !152
  %141 = load ptr, ptr %140, align 4, !dbg !382, !nosanitize !152
  br label %144, !dbg !382

142:                                              ; preds = %125
  %143 = inttoptr i32 %135 to ptr, !dbg !382
  br label %144, !dbg !382

144:                                              ; preds = %142, %138
  %145 = phi ptr [ %141, %138 ], [ %143, %142 ], !dbg !382
  %146 = invoke noundef ptr %145(ptr noundef nonnull align 4 dereferenceable(8) %134)
          to label %147 unwind label %216, !dbg !382

147:                                              ; preds = %144
  %148 = load { i32, i32 }, ptr %16, align 4, !dbg !383
  %149 = extractvalue { i32, i32 } %148, 1, !dbg !384
  %150 = ashr i32 %149, 1, !dbg !384
  %151 = getelementptr inbounds i8, ptr %17, i32 %150, !dbg !384
  %152 = extractvalue { i32, i32 } %148, 0, !dbg !384
  %153 = and i32 %149, 1, !dbg !384
  %154 = icmp ne i32 %153, 0, !dbg !384
  br i1 %154, label %155, label %159, !dbg !384

155:                                              ; preds = %147
  %156 = load ptr, ptr %151, align 4, !dbg !384
  %157 = getelementptr i8, ptr %156, i32 %152, !dbg !384, !nosanitize !152
  %158 = load ptr, ptr %157, align 4, !dbg !384, !nosanitize !152
  br label %161, !dbg !384

159:                                              ; preds = %147
  %160 = inttoptr i32 %152 to ptr, !dbg !384
  br label %161, !dbg !384

161:                                              ; preds = %159, %155
  %162 = phi ptr [ %158, %155 ], [ %160, %159 ], !dbg !384
  %163 = invoke noundef i32 %162(ptr noundef nonnull align 4 dereferenceable(8) %151)
          to label %164 unwind label %216, !dbg !384

164:                                              ; preds = %161
  %165 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %129, ptr noundef %146, i32 noundef %163)
          to label %166 unwind label %216, !dbg !385

166:                                              ; preds = %164
    #dbg_declare(ptr %19, !386, !DIExpression(), !387)
  store i32 10, ptr %19, align 4, !dbg !387
    #dbg_declare(ptr %20, !388, !DIExpression(), !393)
  %167 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 0, !dbg !394
  store i32 0, ptr %167, align 4, !dbg !394
  %168 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 1, !dbg !394
  %169 = load i32, ptr %19, align 4, !dbg !395
  store i32 %169, ptr %168, align 4, !dbg !394
  %170 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %171 unwind label %216, !dbg !396

171:                                              ; preds = %166
    #dbg_declare(ptr %21, !397, !DIExpression(), !402)
  %172 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 0, !dbg !403
  %173 = load i32, ptr %19, align 4, !dbg !404
  store i32 %173, ptr %172, align 4, !dbg !403
  %174 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 1, !dbg !403
  %175 = getelementptr inbounds [3 x i32], ptr %174, i32 0, i32 0, !dbg !404
  br label %176, !dbg !404

176:                                              ; preds = %176, %171
  %177 = phi i32 [ 0, %171 ], [ %181, %176 ], !dbg !404
  %178 = getelementptr inbounds i32, ptr %175, i32 %177, !dbg !404
  %179 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 %177, !dbg !404
  %180 = load i32, ptr %179, align 4, !dbg !404
  store i32 %180, ptr %178, align 4, !dbg !404
  %181 = add nuw i32 %177, 1, !dbg !404
  %182 = icmp eq i32 %181, 3, !dbg !404
  br i1 %182, label %183, label %176, !dbg !404

183:                                              ; preds = %176
  %184 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %185 unwind label %216, !dbg !405

185:                                              ; preds = %183
  %186 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %21)
          to label %187 unwind label %216, !dbg !406

187:                                              ; preds = %185
  %188 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %184, i32 noundef %186)
          to label %189 unwind label %216, !dbg !407

189:                                              ; preds = %187
    #dbg_declare(ptr %22, !408, !DIExpression(), !409)
  %190 = call noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %22) #8, !dbg !409
    #dbg_declare(ptr %23, !410, !DIExpression(), !412)
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 4 %23, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %191 unwind label %216, !dbg !413

191:                                              ; preds = %189
  %192 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %193 unwind label %210, !dbg !414

193:                                              ; preds = %191
  %194 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %195 unwind label %210, !dbg !415

195:                                              ; preds = %193
  %196 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %23) #8, !dbg !416
    #dbg_declare(ptr %24, !417, !DIExpression(), !418)
  %197 = invoke noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %24)
          to label %198 unwind label %216, !dbg !419

198:                                              ; preds = %195
  %199 = getelementptr inbounds %struct.Accum, ptr %22, i32 0, i32 0, !dbg !420
  %200 = load i32, ptr %199, align 4, !dbg !420
  %201 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %202 unwind label %213, !dbg !421

202:                                              ; preds = %198
  %203 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %200, double noundef %201)
          to label %204 unwind label %213, !dbg !422

204:                                              ; preds = %202
  store i32 0, ptr %1, align 4, !dbg !423
  %205 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %24) #8, !dbg !424
  %206 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17) #8, !dbg !424
  %207 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !424
  %208 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8, !dbg !424
  %209 = load i32, ptr %1, align 4, !dbg !424
  ret i32 %209, !dbg !424

210:                                              ; preds = %193, %191
  %211 = cleanuppad within none [], !dbg !416
  %212 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %23) #8 [ "funclet"(token %211) ], !dbg !416
  cleanupret from %211 unwind label %216, !dbg !416

213:                                              ; preds = %202, %198
  %214 = cleanuppad within none [], !dbg !424
  %215 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %24) #8 [ "funclet"(token %214) ], !dbg !424
  cleanupret from %214 unwind label %216, !dbg !424

216:                                              ; preds = %213, %195, %210, %189, %187, %185, %183, %166, %164, %161, %144
  %217 = cleanuppad within none [], !dbg !424
  %218 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17) #8 [ "funclet"(token %217) ], !dbg !424
  cleanupret from %217 unwind label %219, !dbg !424

219:                                              ; preds = %216, %123, %119, %117, %112, %103, %96, %94, %92, %90, %89, %87, %85, %83, %81, %78, %66, %64, %52, %44, %43, %41, %36, %33, %30, %27
  %220 = cleanuppad within none [], !dbg !424
  %221 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %220) ], !dbg !424
  cleanupret from %220 unwind label %222, !dbg !424

222:                                              ; preds = %219, %0
  %223 = cleanuppad within none [], !dbg !424
  %224 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8 [ "funclet"(token %223) ], !dbg !424
  cleanupret from %223 unwind to caller, !dbg !424
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 comdat !dbg !425 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %3, !430, !DIExpression(), !431)
  %4 = call ptr @malloc(i32 noundef 8) #9, !dbg !432
  store ptr %4, ptr %3, align 4, !dbg !431
  %5 = load ptr, ptr %3, align 4, !dbg !433
  %6 = call noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5), !dbg !434
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5), !dbg !435
  ret void, !dbg !436
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !437 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !445, !DIExpression(), !446)
  %3 = load ptr, ptr %2, align 4, !dbg !447
  ret ptr %3, !dbg !448
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat !dbg !449 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !450, !DIExpression(), !452)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !453, !DIExpression(), !454)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !455
  %7 = load ptr, ptr %4, align 4, !dbg !456
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0, !dbg !457
  %9 = load ptr, ptr %8, align 4, !dbg !457
  store ptr %9, ptr %6, align 4, !dbg !455
  %10 = load ptr, ptr %4, align 4, !dbg !458
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0, !dbg !460
  store ptr null, ptr %11, align 4, !dbg !461
  ret ptr %5, !dbg !462
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !463 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !464, !DIExpression(), !466)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !467
  %5 = load ptr, ptr %4, align 4, !dbg !467
  %6 = icmp ne ptr %5, null, !dbg !468
  ret i1 %6, !dbg !469
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !470 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !471, !DIExpression(), !472)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !473
  %5 = load ptr, ptr %4, align 4, !dbg !473
  ret ptr %5, !dbg !474
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 !dbg !475 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !483, !DIExpression(), !484)
  %4 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0, !dbg !485
  %5 = load i32, ptr %3, align 4, !dbg !486
  store i32 %5, ptr %4, align 4, !dbg !485
  %6 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1, !dbg !485
  %7 = load i32, ptr %3, align 4, !dbg !487
  %8 = mul nsw i32 %7, 2, !dbg !488
  store i32 %8, ptr %6, align 4, !dbg !485
  %9 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2, !dbg !485
  %10 = load i32, ptr %3, align 4, !dbg !489
  %11 = mul nsw i32 %10, 3, !dbg !490
  store i32 %11, ptr %9, align 4, !dbg !485
  ret void, !dbg !491
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat !dbg !492 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !493, !DIExpression(), !495)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !496, !DIExpression(), !497)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !498
  %7 = icmp ne i32 %6, 0, !dbg !498
  br i1 %7, label %8, label %10, !dbg !498

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1, !dbg !499
  br label %12, !dbg !498

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0, !dbg !500
  br label %12, !dbg !498

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !498
  ret ptr %13, !dbg !501
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(%struct.Vec2) align 4 %1) #2 comdat !dbg !502 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !503, !DIExpression(), !505)
    #dbg_declare(ptr %1, !506, !DIExpression(), !507)
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 0, !dbg !508
  %6 = load float, ptr %5, align 4, !dbg !508
  %7 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 0, !dbg !509
  %8 = load float, ptr %7, align 4, !dbg !509
  %9 = fcmp oeq float %6, %8, !dbg !510
  br i1 %9, label %10, label %16, !dbg !511

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 1, !dbg !512
  %12 = load float, ptr %11, align 4, !dbg !512
  %13 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 1, !dbg !513
  %14 = load float, ptr %13, align 4, !dbg !513
  %15 = fcmp oeq float %12, %14, !dbg !514
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ], !dbg !505
  ret i1 %17, !dbg !515
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat !dbg !516 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !517, !DIExpression(), !518)
  %3 = load i32, ptr %2, align 4, !dbg !519
  %4 = icmp slt i32 %3, 2, !dbg !520
  br i1 %4, label %5, label %7, !dbg !519

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !521
  br label %15, !dbg !519

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !522
  %9 = sub nsw i32 %8, 1, !dbg !523
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9), !dbg !524
  %11 = load i32, ptr %2, align 4, !dbg !525
  %12 = sub nsw i32 %11, 2, !dbg !526
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12), !dbg !527
  %14 = add nsw i32 %10, %13, !dbg !528
  br label %15, !dbg !519

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !519
  ret i32 %16, !dbg !529
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !530 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !537, !DIExpression(), !538)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !539, !DIExpression(), !538)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !540, !DIExpression(), !538)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !541, !DIExpression(), !538)
  %9 = load i32, ptr %5, align 4, !dbg !542
  %10 = load i32, ptr %6, align 4, !dbg !542
  %11 = load i32, ptr %7, align 4, !dbg !542
  %12 = load i32, ptr %8, align 4, !dbg !542
  %13 = add nsw i32 %12, 0, !dbg !543
  %14 = add nsw i32 %11, %13, !dbg !543
  %15 = add nsw i32 %10, %14, !dbg !543
  %16 = add nsw i32 %9, %15, !dbg !543
  ret i32 %16, !dbg !544
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat !dbg !545 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !553, !DIExpression(), !554)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !555, !DIExpression(), !554)
  %5 = load double, ptr %3, align 8, !dbg !556
  %6 = load float, ptr %4, align 4, !dbg !556
  %7 = fadd float %6, 0.000000e+00, !dbg !557
  %8 = fpext float %7 to double, !dbg !556
  %9 = fadd double %5, %8, !dbg !557
  ret double %9, !dbg !558
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat !dbg !559 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !569, !DIExpression(), !570)
  store i8 %1, ptr %6, align 1
    #dbg_declare(ptr %6, !571, !DIExpression(), !570)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !572, !DIExpression(), !570)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !573, !DIExpression(), !570)
  %9 = load i32, ptr %5, align 4, !dbg !574
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9), !dbg !575
  %11 = load i8, ptr %6, align 1, !dbg !574
  %12 = sext i8 %11 to i32, !dbg !574
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %12), !dbg !575
  %14 = load i32, ptr %7, align 4, !dbg !574
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14), !dbg !575
  %16 = load i16, ptr %8, align 2, !dbg !574
  %17 = sext i16 %16 to i32, !dbg !574
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %17), !dbg !575
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !576
  ret void, !dbg !577
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat !dbg !578 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !583, !DIExpression(), !584)
  %3 = load i32, ptr %2, align 4, !dbg !585
  %4 = icmp sgt i32 %3, 0, !dbg !587
  %5 = zext i1 %4 to i64, !dbg !585
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17, !dbg !585
  ret ptr %6, !dbg !588
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat !dbg !589 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !594, !DIExpression(), !595)
  ret ptr @.str.18, !dbg !596
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat !dbg !599 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !604, !DIExpression(), !605)
  ret ptr @.str.19, !dbg !606
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !609 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !613, !DIExpression(), !614)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8, !dbg !615
  ret ptr %3, !dbg !615
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat !dbg !616 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !617, !DIExpression(), !619)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !620, !DIExpression(), !621)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !622
  %7 = load i32, ptr %6, align 4, !dbg !623
  %8 = add nsw i32 %7, 1, !dbg !623
  store i32 %8, ptr %6, align 4, !dbg !623
  %9 = load i32, ptr %4, align 4, !dbg !624
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9), !dbg !625
  ret i32 %10, !dbg !626
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat !dbg !627 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !630, !DIExpression(), !631)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !632, !DIExpression(), !633)
  %5 = load i8, ptr %3, align 1, !dbg !634
  %6 = zext i8 %5 to i32, !dbg !635
  %7 = load i8, ptr %4, align 1, !dbg !636
  %8 = zext i8 %7 to i32, !dbg !637
  %9 = or i32 %6, %8, !dbg !638
  %10 = trunc i32 %9 to i8, !dbg !639
  ret i8 %10, !dbg !640
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat !dbg !641 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !642, !DIExpression(), !644)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !645
  %5 = load i32, ptr %4, align 4, !dbg !645
  %6 = mul nsw i32 %5, 2, !dbg !646
  ret i32 %6, !dbg !647
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !648 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !649, !DIExpression(), !650)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8, !dbg !651
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !652
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !653
  store i32 2, ptr %5, align 4, !dbg !655
  ret ptr %3, !dbg !656
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 !dbg !657 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !662, !DIExpression(), !664)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1, !dbg !665
  %5 = load i32, ptr %4, align 4, !dbg !665
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0, !dbg !666
  %7 = load i32, ptr %6, align 4, !dbg !667
  %8 = add nsw i32 %7, 1, !dbg !667
  store i32 %8, ptr %6, align 4, !dbg !667
  %9 = add nsw i32 %5, %7, !dbg !668
  ret i32 %9, !dbg !669
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 !dbg !670 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !676, !DIExpression(), !678)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0, !dbg !679
  %5 = load i32, ptr %4, align 4, !dbg !679
  %6 = mul nsw i32 %5, 2, !dbg !680
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1, !dbg !681
  %8 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 0, !dbg !681
  %9 = load i32, ptr %8, align 4, !dbg !681
  %10 = add nsw i32 %6, %9, !dbg !682
  ret i32 %10, !dbg !683
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !684 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !688, !DIExpression(), !689)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0, !dbg !690
  store i32 0, ptr %4, align 4, !dbg !690
  ret ptr %3, !dbg !691
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat !dbg !119 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !692, !DIExpression(), !693)
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !694
  store ptr %6, ptr %7, align 4, !dbg !694
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0, !dbg !694
  %9 = load ptr, ptr %8, align 4, !dbg !694
  %10 = call noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr %9), !dbg !694
  ret void, !dbg !695
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat !dbg !696 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !697, !DIExpression(), !699)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !700, !DIExpression(), !701)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1, !dbg !702
  %7 = load ptr, ptr %6, align 4, !dbg !702
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0, !dbg !703
  %9 = load ptr, ptr %8, align 4, !dbg !703
  %10 = load i32, ptr %4, align 4, !dbg !704
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10), !dbg !702
  ret i32 %11, !dbg !705
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !706 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !707, !DIExpression(), !709)
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2, !dbg !710
  %6 = load ptr, ptr %5, align 4, !dbg !710
  %7 = icmp ne ptr %6, null, !dbg !710
  br i1 %7, label %8, label %14, !dbg !713

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2, !dbg !714
  %10 = load ptr, ptr %9, align 4, !dbg !714
  %11 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 0, !dbg !715
  %12 = load ptr, ptr %11, align 4, !dbg !715
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16, !dbg !714

13:                                               ; preds = %8
  br label %14, !dbg !714

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4, !dbg !716
  ret ptr %15, !dbg !716

16:                                               ; preds = %8
  %17 = cleanuppad within none [], !dbg !714
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ], !dbg !714
  unreachable, !dbg !714
}

; Function Attrs: mustprogress noinline optnone
define internal noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 !dbg !717 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !723, !DIExpression(), !725)
    #dbg_declare(ptr %2, !726, !DIExpression(), !727)
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !728
  store ptr null, ptr %7, align 4, !dbg !728
  %8 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !729
  store ptr null, ptr %8, align 4, !dbg !729
  %9 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !730
  store ptr null, ptr %9, align 4, !dbg !730
  %10 = call ptr @malloc(i32 noundef 1) #9, !dbg !731
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %2), !dbg !733
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0, !dbg !734
  store ptr %10, ptr %12, align 4, !dbg !735
  %13 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %4) #8, !dbg !736
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1, !dbg !737
  store ptr %13, ptr %14, align 4, !dbg !738
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #8, !dbg !739
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2, !dbg !740
  store ptr %15, ptr %16, align 4, !dbg !741
  ret ptr %6, !dbg !742
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat !dbg !743 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !744, !DIExpression(), !746)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !747, !DIExpression(), !748)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !749, !DIExpression(), !748)
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1, !dbg !750
  %9 = load ptr, ptr %8, align 4, !dbg !750
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0, !dbg !751
  %11 = load ptr, ptr %10, align 4, !dbg !751
  %12 = load double, ptr %5, align 8, !dbg !752
  %13 = load double, ptr %6, align 8, !dbg !752
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13), !dbg !750
  ret double %14, !dbg !753
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !754 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !755, !DIExpression(), !756)
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2, !dbg !757
  %6 = load ptr, ptr %5, align 4, !dbg !757
  %7 = icmp ne ptr %6, null, !dbg !757
  br i1 %7, label %8, label %14, !dbg !760

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2, !dbg !761
  %10 = load ptr, ptr %9, align 4, !dbg !761
  %11 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 0, !dbg !762
  %12 = load ptr, ptr %11, align 4, !dbg !762
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16, !dbg !761

13:                                               ; preds = %8
  br label %14, !dbg !761

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4, !dbg !763
  ret ptr %15, !dbg !763

16:                                               ; preds = %8
  %17 = cleanuppad within none [], !dbg !761
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ], !dbg !761
  unreachable, !dbg !761
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !764 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !766, !DIExpression(), !767)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8, !dbg !768
  ret ptr %3, !dbg !770
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !771 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !772, !DIExpression(), !773)
  %3 = load ptr, ptr %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5, !dbg !774

4:                                                ; preds = %1
  ret ptr %3, !dbg !776

5:                                                ; preds = %1
  %6 = cleanuppad within none [], !dbg !774
  call void @_ZSt9terminatev() #10 [ "funclet"(token %6) ], !dbg !774
  unreachable, !dbg !774
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat !dbg !777 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !781, !DIExpression(), !782)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0, !dbg !783
  store i32 0, ptr %4, align 4, !dbg !783
  ret ptr %3, !dbg !784
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !785 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !787, !DIExpression(), !789)
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4, !dbg !790
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1, !dbg !791
  store i32 4, ptr %4, align 4, !dbg !791
  ret ptr %3, !dbg !790
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BirdD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !792 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !793, !DIExpression(), !794)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8, !dbg !795
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11, !dbg !795
  ret void, !dbg !795
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !796 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !797, !DIExpression(), !799)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.13, !dbg !800
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !801 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !802, !DIExpression(), !803)
  %3 = load ptr, ptr %2, align 4
  ret ptr %3, !dbg !804
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !805 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !806, !DIExpression(), !807)
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8, !dbg !808
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11, !dbg !808
  ret void, !dbg !808
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat !dbg !809 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !810, !DIExpression(), !811)
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.12, !dbg !812
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr %1) unnamed_addr #1 comdat !dbg !813 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store ptr %1, ptr %7, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !819, !DIExpression(), !820)
    #dbg_declare(ptr %3, !821, !DIExpression(), !822)
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0, !dbg !823
  store ptr null, ptr %9, align 4, !dbg !823
  %10 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1, !dbg !824
  store ptr null, ptr %10, align 4, !dbg !824
  %11 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2, !dbg !825
  store ptr null, ptr %11, align 4, !dbg !825
  %12 = call ptr @malloc(i32 noundef 4) #9, !dbg !826
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %3), !dbg !828
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %13, i32 4, i1 false), !dbg !829
  %14 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0, !dbg !830
  store ptr %12, ptr %14, align 4, !dbg !831
  %15 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #8, !dbg !832
  %16 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1, !dbg !833
  store ptr %15, ptr %16, align 4, !dbg !834
  %17 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #8, !dbg !835
  %18 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2, !dbg !836
  store ptr %17, ptr %18, align 4, !dbg !837
  ret ptr %8, !dbg !838
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat !dbg !839 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !848, !DIExpression(), !849)
  %3 = load ptr, ptr %2, align 4, !dbg !850
  ret ptr %3, !dbg !851
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !852 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !863, !DIExpression(), !865)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i, !dbg !866
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat !dbg !867 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !874, !DIExpression(), !876)
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_, !dbg !877
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat !dbg !878 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !880, !DIExpression(), !881)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !882, !DIExpression(), !881)
  %6 = load ptr, ptr %3, align 4, !dbg !883
  %7 = load i32, ptr %4, align 4, !dbg !883
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7), !dbg !883
  ret i32 %8, !dbg !883
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat !dbg !884 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !885, !DIExpression(), !886)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !887, !DIExpression(), !888)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !889, !DIExpression(), !890)
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %5, align 4, !dbg !891
  %9 = load i32, ptr %6, align 4, !dbg !892
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9), !dbg !893
  ret i32 %10, !dbg !894
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat !dbg !895 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !901, !DIExpression(), !903)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !904, !DIExpression(), !905)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %4, align 4, !dbg !906
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !907
  %10 = load i32, ptr %9, align 4, !dbg !908
  %11 = add nsw i32 %10, %8, !dbg !908
  store i32 %11, ptr %9, align 4, !dbg !908
  ret i32 %11, !dbg !909
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat !dbg !910 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !912, !DIExpression(), !913)
  %4 = load ptr, ptr %2, align 4, !dbg !914
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !914
  ret void, !dbg !914
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat !dbg !915 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !919, !DIExpression(), !920)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !921, !DIExpression(), !922)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !923
  %7 = load ptr, ptr %4, align 4, !dbg !924
  call void @free(ptr noundef %7), !dbg !925
  ret void, !dbg !926
}

declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat !dbg !927 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !928, !DIExpression(), !929)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !930, !DIExpression(), !931)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0, !dbg !932
  %7 = load ptr, ptr %4, align 4, !dbg !933
  store ptr %7, ptr %6, align 4, !dbg !932
  ret ptr %5, !dbg !934
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat !dbg !935 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !936, !DIExpression(), !937)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !938
  %5 = load ptr, ptr %4, align 4, !dbg !938
  %6 = icmp ne ptr %5, null, !dbg !938
  br i1 %6, label %7, label %17, !dbg !940

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !941
  %9 = load ptr, ptr %8, align 4, !dbg !941
  %10 = load ptr, ptr %9, align 4, !dbg !943
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !943
  %12 = load ptr, ptr %11, align 4, !dbg !943
  %13 = call noundef ptr %12(ptr noundef nonnull align 4 dereferenceable(8) %9) #8, !dbg !943
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !944
  %15 = load ptr, ptr %14, align 4, !dbg !944
  call void @free(ptr noundef %15), !dbg !945
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0, !dbg !946
  store ptr null, ptr %16, align 4, !dbg !947
  br label %17, !dbg !948

17:                                               ; preds = %7, %1
  ret void, !dbg !949
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat !dbg !950 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !951, !DIExpression(), !952)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !953, !DIExpression(), !954)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !955
  %7 = mul nsw i32 2, %6, !dbg !956
  ret i32 %7, !dbg !957
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !958 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !967, !DIExpression(), !968)
  %3 = load ptr, ptr %2, align 4, !dbg !969
  ret ptr %3, !dbg !970
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !971 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !982, !DIExpression(), !984)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", !dbg !985
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 !dbg !986 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !993, !DIExpression(), !995)
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", !dbg !996
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 !dbg !997 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !999, !DIExpression(), !1000)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1001, !DIExpression(), !1000)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1002, !DIExpression(), !1000)
  %8 = load ptr, ptr %4, align 4, !dbg !1003
  %9 = load double, ptr %5, align 8, !dbg !1003
  %10 = load double, ptr %6, align 8, !dbg !1003
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10), !dbg !1003
  ret double %11, !dbg !1003
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 !dbg !1004 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !1005, !DIExpression(), !1006)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1007, !DIExpression(), !1008)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1009, !DIExpression(), !1010)
  store double %3, ptr %8, align 8
    #dbg_declare(ptr %8, !1011, !DIExpression(), !1010)
  %9 = load ptr, ptr %5, align 4
  %10 = load ptr, ptr %6, align 4, !dbg !1012
  %11 = load double, ptr %7, align 8, !dbg !1013
  %12 = load double, ptr %8, align 8, !dbg !1013
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12), !dbg !1014
  ret double %13, !dbg !1015
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 !dbg !1016 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1022, !DIExpression(), !1024)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1025, !DIExpression(), !1026)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !1027, !DIExpression(), !1028)
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8, !dbg !1029
  %9 = load double, ptr %5, align 8, !dbg !1030
  %10 = load double, ptr %6, align 8, !dbg !1031
  %11 = load double, ptr %6, align 8, !dbg !1032
  %12 = fmul double %10, %11, !dbg !1033
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12), !dbg !1034
  ret double %13, !dbg !1035
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 !dbg !1036 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1038, !DIExpression(), !1039)
  %4 = load ptr, ptr %2, align 4, !dbg !1040
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4), !dbg !1040
  ret void, !dbg !1040
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 !dbg !1041 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1045, !DIExpression(), !1046)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1047, !DIExpression(), !1048)
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4, !dbg !1049
  %7 = load ptr, ptr %4, align 4, !dbg !1050
  call void @free(ptr noundef %7), !dbg !1051
  ret void, !dbg !1052
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!265, !266, !267}
!llvm.ident = !{!268}

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
!265 = !{i32 7, !"Dwarf Version", i32 4}
!266 = !{i32 2, !"Debug Info Version", i32 3}
!267 = !{i32 1, !"wchar_size", i32 4}
!268 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!269 = !DILocalVariable(name: "o", scope: !242, file: !2, line: 101, type: !156)
!270 = !DILocation(line: 101, column: 8, scope: !242)
!271 = !DILocation(line: 101, column: 12, scope: !242)
!272 = !DILocalVariable(name: "o2", scope: !242, file: !2, line: 102, type: !156)
!273 = !DILocation(line: 102, column: 15, scope: !242)
!274 = !DILocation(line: 102, column: 20, scope: !242)
!275 = !DILocation(line: 103, column: 36, scope: !242)
!276 = !DILocation(line: 103, column: 30, scope: !242)
!277 = !DILocation(line: 103, column: 45, scope: !242)
!278 = !DILocation(line: 103, column: 39, scope: !242)
!279 = !DILocation(line: 103, column: 49, scope: !242)
!280 = !DILocation(line: 103, column: 53, scope: !242)
!281 = !DILocation(line: 103, column: 3, scope: !242)
!282 = !DILocalVariable(name: "px", scope: !242, file: !2, line: 105, type: !113)
!283 = !DILocation(line: 105, column: 9, scope: !242)
!284 = !DILocalVariable(name: "py", scope: !242, file: !2, line: 105, type: !113)
!285 = !DILocation(line: 105, column: 13, scope: !242)
!286 = !DILocalVariable(name: "pz", scope: !242, file: !2, line: 105, type: !113)
!287 = !DILocation(line: 105, column: 17, scope: !242)
!288 = !DILocation(line: 105, column: 23, scope: !242)
!289 = !DILocation(line: 106, column: 29, scope: !242)
!290 = !DILocation(line: 106, column: 33, scope: !242)
!291 = !DILocation(line: 106, column: 37, scope: !242)
!292 = !DILocation(line: 106, column: 3, scope: !242)
!293 = !DILocalVariable(name: "arr", scope: !242, file: !2, line: 107, type: !294)
!294 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 96, elements: !295)
!295 = !{!296}
!296 = !DISubrange(count: 3)
!297 = !DILocation(line: 107, column: 7, scope: !242)
!298 = !DILocalVariable(name: "a0", scope: !242, file: !2, line: 108, type: !113)
!299 = !DILocation(line: 108, column: 10, scope: !242)
!300 = !DILocalVariable(name: "a1", scope: !242, file: !2, line: 108, type: !113)
!301 = !DILocation(line: 108, column: 14, scope: !242)
!302 = !DILocalVariable(name: "a2", scope: !242, file: !2, line: 108, type: !113)
!303 = !DILocation(line: 108, column: 18, scope: !242)
!304 = !DILocation(line: 108, column: 9, scope: !242)
!305 = !DILocation(line: 109, column: 6, scope: !242)
!306 = !DILocation(line: 110, column: 28, scope: !242)
!307 = !DILocation(line: 110, column: 32, scope: !242)
!308 = !DILocation(line: 110, column: 40, scope: !242)
!309 = !DILocation(line: 110, column: 3, scope: !242)
!310 = !DILocalVariable(name: "v", scope: !242, file: !2, line: 112, type: !101)
!311 = !DILocation(line: 112, column: 18, scope: !242)
!312 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 113, type: !92)
!313 = !DILocation(line: 113, column: 8, scope: !242)
!314 = !DILocation(line: 114, column: 3, scope: !242)
!315 = !DILocation(line: 114, column: 8, scope: !242)
!316 = !DILocation(line: 115, column: 44, scope: !242)
!317 = !DILocation(line: 115, column: 42, scope: !242)
!318 = !DILocation(line: 115, column: 49, scope: !242)
!319 = !DILocation(line: 115, column: 47, scope: !242)
!320 = !DILocation(line: 115, column: 61, scope: !242)
!321 = !DILocation(line: 115, column: 54, scope: !242)
!322 = !DILocation(line: 115, column: 52, scope: !242)
!323 = !DILocation(line: 115, column: 72, scope: !242)
!324 = !DILocation(line: 115, column: 3, scope: !242)
!325 = !DILocation(line: 116, column: 27, scope: !242)
!326 = !DILocation(line: 116, column: 56, scope: !242)
!327 = !DILocation(line: 116, column: 3, scope: !242)
!328 = !DILocation(line: 117, column: 3, scope: !242)
!329 = !DILocation(line: 118, column: 28, scope: !242)
!330 = !DILocation(line: 118, column: 41, scope: !242)
!331 = !DILocation(line: 118, column: 56, scope: !242)
!332 = !DILocation(line: 118, column: 3, scope: !242)
!333 = !DILocalVariable(name: "d", scope: !242, file: !2, line: 120, type: !224)
!334 = !DILocation(line: 120, column: 11, scope: !242)
!335 = !DILocalVariable(name: "acc", scope: !242, file: !2, line: 121, type: !113)
!336 = !DILocation(line: 121, column: 7, scope: !242)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 122, type: !113)
!338 = distinct !DILexicalBlock(scope: !242, file: !2, line: 122, column: 3)
!339 = !DILocation(line: 122, column: 12, scope: !338)
!340 = !DILocation(line: 122, column: 8, scope: !338)
!341 = !DILocation(line: 122, column: 19, scope: !342)
!342 = distinct !DILexicalBlock(scope: !338, file: !2, line: 122, column: 3)
!343 = !DILocation(line: 122, column: 21, scope: !342)
!344 = !DILocation(line: 122, column: 3, scope: !338)
!345 = !DILocation(line: 122, column: 44, scope: !342)
!346 = !DILocation(line: 122, column: 40, scope: !342)
!347 = !DILocation(line: 122, column: 35, scope: !342)
!348 = !DILocation(line: 122, column: 31, scope: !342)
!349 = !DILocation(line: 122, column: 26, scope: !342)
!350 = !DILocation(line: 122, column: 3, scope: !342)
!351 = distinct !{!351, !344, !352, !353}
!352 = !DILocation(line: 122, column: 45, scope: !338)
!353 = !{!"llvm.loop.mustprogress"}
!354 = !DILocation(line: 123, column: 32, scope: !242)
!355 = !DILocation(line: 123, column: 39, scope: !242)
!356 = !DILocation(line: 123, column: 3, scope: !242)
!357 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 125, type: !84)
!358 = !DILocation(line: 125, column: 9, scope: !242)
!359 = !DILocation(line: 125, column: 24, scope: !242)
!360 = !DILocation(line: 126, column: 34, scope: !242)
!361 = !DILocation(line: 126, column: 24, scope: !242)
!362 = !DILocation(line: 126, column: 3, scope: !242)
!363 = !DILocalVariable(name: "legs_ptr", scope: !242, file: !2, line: 128, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !113, size: 32, extraData: !163)
!365 = !DILocation(line: 128, column: 16, scope: !242)
!366 = !DILocalVariable(name: "snd", scope: !242, file: !2, line: 129, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !176, size: 64, extraData: !163)
!368 = !DILocation(line: 129, column: 25, scope: !242)
!369 = !DILocalVariable(name: "tw", scope: !242, file: !2, line: 130, type: !370)
!370 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !182, size: 64, extraData: !163)
!371 = !DILocation(line: 130, column: 17, scope: !242)
!372 = !DILocalVariable(name: "b", scope: !242, file: !2, line: 131, type: !160)
!373 = !DILocation(line: 131, column: 8, scope: !242)
!374 = !DILocalVariable(name: "ar", scope: !242, file: !2, line: 132, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 32)
!376 = !DILocation(line: 132, column: 11, scope: !242)
!377 = !DILocation(line: 133, column: 32, scope: !242)
!378 = !DILocation(line: 133, column: 36, scope: !242)
!379 = !DILocation(line: 133, column: 34, scope: !242)
!380 = !DILocation(line: 133, column: 47, scope: !242)
!381 = !DILocation(line: 133, column: 51, scope: !242)
!382 = !DILocation(line: 133, column: 46, scope: !242)
!383 = !DILocation(line: 133, column: 63, scope: !242)
!384 = !DILocation(line: 133, column: 59, scope: !242)
!385 = !DILocation(line: 133, column: 3, scope: !242)
!386 = !DILocalVariable(name: "base", scope: !242, file: !2, line: 135, type: !113)
!387 = !DILocation(line: 135, column: 7, scope: !242)
!388 = !DILocalVariable(name: "counter", scope: !242, file: !2, line: 136, type: !389)
!389 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !390)
!390 = !{!391, !392}
!391 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !389, file: !2, line: 136, baseType: !113, size: 32)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !389, file: !2, line: 136, baseType: !113, size: 32, offset: 32)
!393 = !DILocation(line: 136, column: 8, scope: !242)
!394 = !DILocation(line: 136, column: 18, scope: !242)
!395 = !DILocation(line: 136, column: 26, scope: !242)
!396 = !DILocation(line: 137, column: 3, scope: !242)
!397 = !DILocalVariable(name: "byval", scope: !242, file: !2, line: 138, type: !398)
!398 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !242, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !399)
!399 = !{!400, !401}
!400 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !398, file: !2, line: 138, baseType: !113, size: 32)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !398, file: !2, line: 138, baseType: !294, size: 96, offset: 32)
!402 = !DILocation(line: 138, column: 8, scope: !242)
!403 = !DILocation(line: 138, column: 16, scope: !242)
!404 = !DILocation(line: 138, column: 17, scope: !242)
!405 = !DILocation(line: 139, column: 29, scope: !242)
!406 = !DILocation(line: 139, column: 40, scope: !242)
!407 = !DILocation(line: 139, column: 3, scope: !242)
!408 = !DILocalVariable(name: "accum", scope: !242, file: !2, line: 141, type: !120)
!409 = !DILocation(line: 141, column: 9, scope: !242)
!410 = !DILocalVariable(name: "f", scope: !411, file: !2, line: 143, type: !126)
!411 = distinct !DILexicalBlock(scope: !242, file: !2, line: 142, column: 3)
!412 = !DILocation(line: 143, column: 24, scope: !411)
!413 = !DILocation(line: 143, column: 34, scope: !411)
!414 = !DILocation(line: 144, column: 5, scope: !411)
!415 = !DILocation(line: 145, column: 5, scope: !411)
!416 = !DILocation(line: 146, column: 3, scope: !242)
!417 = !DILocalVariable(name: "hyp", scope: !242, file: !2, line: 147, type: !243)
!418 = !DILocation(line: 147, column: 36, scope: !242)
!419 = !DILocation(line: 147, column: 42, scope: !242)
!420 = !DILocation(line: 148, column: 38, scope: !242)
!421 = !DILocation(line: 148, column: 45, scope: !242)
!422 = !DILocation(line: 148, column: 3, scope: !242)
!423 = !DILocation(line: 149, column: 3, scope: !242)
!424 = !DILocation(line: 150, column: 1, scope: !242)
!425 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_", scope: !2, file: !2, line: 34, type: !426, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !428, retainedNodes: !152)
!426 = !DISubroutineType(types: !427)
!427 = !{!156}
!428 = !{!222, !429}
!429 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !152)
!430 = !DILocalVariable(name: "mem", scope: !425, file: !2, line: 35, type: !129)
!431 = !DILocation(line: 35, column: 9, scope: !425)
!432 = !DILocation(line: 35, column: 15, scope: !425)
!433 = !DILocation(line: 36, column: 24, scope: !425)
!434 = !DILocation(line: 36, column: 29, scope: !425)
!435 = !DILocation(line: 36, column: 10, scope: !425)
!436 = !DILocation(line: 36, column: 3, scope: !425)
!437 = distinct !DISubprogram(name: "move<Owner<Bird> &>", linkageName: "_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_", scope: !2, file: !2, line: 17, type: !438, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !443, retainedNodes: !152)
!438 = !DISubroutineType(types: !439)
!439 = !{!440, !204}
!440 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !441, size: 32)
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !442, file: !2, line: 16, baseType: !156)
!442 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<Owner<Bird> &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !443, identifier: "_ZTS10remove_refIR5OwnerI4BirdEE")
!443 = !{!444}
!444 = !DITemplateTypeParameter(name: "T", type: !204)
!445 = !DILocalVariable(name: "t", arg: 1, scope: !437, file: !2, line: 17, type: !204)
!446 = !DILocation(line: 17, column: 63, scope: !437)
!447 = !DILocation(line: 17, column: 120, scope: !437)
!448 = !DILocation(line: 17, column: 68, scope: !437)
!449 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EOS1_", scope: !156, file: !2, line: 25, type: !198, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !197, retainedNodes: !152)
!450 = !DILocalVariable(name: "this", arg: 1, scope: !449, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 32)
!452 = !DILocation(line: 0, scope: !449)
!453 = !DILocalVariable(name: "o", arg: 2, scope: !449, file: !2, line: 25, type: !200)
!454 = !DILocation(line: 25, column: 17, scope: !449)
!455 = !DILocation(line: 25, column: 31, scope: !449)
!456 = !DILocation(line: 25, column: 34, scope: !449)
!457 = !DILocation(line: 25, column: 36, scope: !449)
!458 = !DILocation(line: 25, column: 42, scope: !459)
!459 = distinct !DILexicalBlock(scope: !449, file: !2, line: 25, column: 40)
!460 = !DILocation(line: 25, column: 44, scope: !459)
!461 = !DILocation(line: 25, column: 47, scope: !459)
!462 = !DILocation(line: 25, column: 58, scope: !449)
!463 = distinct !DISubprogram(name: "operator bool", linkageName: "_ZNK5OwnerI4BirdEcvbEv", scope: !156, file: !2, line: 31, type: !219, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !218, retainedNodes: !152)
!464 = !DILocalVariable(name: "this", arg: 1, scope: !463, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!466 = !DILocation(line: 0, scope: !463)
!467 = !DILocation(line: 31, column: 43, scope: !463)
!468 = !DILocation(line: 31, column: 46, scope: !463)
!469 = !DILocation(line: 31, column: 36, scope: !463)
!470 = distinct !DISubprogram(name: "operator->", linkageName: "_ZNK5OwnerI4BirdEptEv", scope: !156, file: !2, line: 30, type: !215, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !214, retainedNodes: !152)
!471 = !DILocalVariable(name: "this", arg: 1, scope: !470, type: !465, flags: DIFlagArtificial | DIFlagObjectPointer)
!472 = !DILocation(line: 0, scope: !470)
!473 = !DILocation(line: 30, column: 34, scope: !470)
!474 = !DILocation(line: 30, column: 27, scope: !470)
!475 = distinct !DISubprogram(name: "make_point", linkageName: "_ZL10make_pointi", scope: !2, file: !2, line: 98, type: !476, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, retainedNodes: !152)
!476 = !DISubroutineType(types: !477)
!477 = !{!478, !113}
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !2, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !479, identifier: "_ZTS6Point3")
!479 = !{!480, !481, !482}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !478, file: !2, line: 97, baseType: !113, size: 32)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !478, file: !2, line: 97, baseType: !113, size: 32, offset: 32)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !478, file: !2, line: 97, baseType: !113, size: 32, offset: 64)
!483 = !DILocalVariable(name: "s", arg: 1, scope: !475, file: !2, line: 98, type: !113)
!484 = !DILocation(line: 98, column: 30, scope: !475)
!485 = !DILocation(line: 98, column: 42, scope: !475)
!486 = !DILocation(line: 98, column: 43, scope: !475)
!487 = !DILocation(line: 98, column: 46, scope: !475)
!488 = !DILocation(line: 98, column: 48, scope: !475)
!489 = !DILocation(line: 98, column: 53, scope: !475)
!490 = !DILocation(line: 98, column: 55, scope: !475)
!491 = !DILocation(line: 98, column: 35, scope: !475)
!492 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZN4Vec2ixEi", scope: !92, file: !2, line: 44, type: !109, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !108, retainedNodes: !152)
!493 = !DILocalVariable(name: "this", arg: 1, scope: !492, type: !494, flags: DIFlagArtificial | DIFlagObjectPointer)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!495 = !DILocation(line: 0, scope: !492)
!496 = !DILocalVariable(name: "i", arg: 2, scope: !492, file: !2, line: 44, type: !113)
!497 = !DILocation(line: 44, column: 25, scope: !492)
!498 = !DILocation(line: 44, column: 37, scope: !492)
!499 = !DILocation(line: 44, column: 41, scope: !492)
!500 = !DILocation(line: 44, column: 45, scope: !492)
!501 = !DILocation(line: 44, column: 30, scope: !492)
!502 = distinct !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec2eqES_", scope: !92, file: !2, line: 43, type: !106, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !105, retainedNodes: !152)
!503 = !DILocalVariable(name: "this", arg: 1, scope: !502, type: !504, flags: DIFlagArtificial | DIFlagObjectPointer)
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!505 = !DILocation(line: 0, scope: !502)
!506 = !DILocalVariable(name: "o", arg: 2, scope: !502, file: !2, line: 43, type: !92)
!507 = !DILocation(line: 43, column: 34, scope: !502)
!508 = !DILocation(line: 43, column: 52, scope: !502)
!509 = !DILocation(line: 43, column: 59, scope: !502)
!510 = !DILocation(line: 43, column: 54, scope: !502)
!511 = !DILocation(line: 43, column: 61, scope: !502)
!512 = !DILocation(line: 43, column: 64, scope: !502)
!513 = !DILocation(line: 43, column: 71, scope: !502)
!514 = !DILocation(line: 43, column: 66, scope: !502)
!515 = !DILocation(line: 43, column: 45, scope: !502)
!516 = distinct !DISubprogram(name: "fib", linkageName: "_Z3fibi", scope: !2, file: !2, line: 47, type: !149, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!517 = !DILocalVariable(name: "n", arg: 1, scope: !516, file: !2, line: 47, type: !113)
!518 = !DILocation(line: 47, column: 23, scope: !516)
!519 = !DILocation(line: 47, column: 35, scope: !516)
!520 = !DILocation(line: 47, column: 37, scope: !516)
!521 = !DILocation(line: 47, column: 43, scope: !516)
!522 = !DILocation(line: 47, column: 51, scope: !516)
!523 = !DILocation(line: 47, column: 53, scope: !516)
!524 = !DILocation(line: 47, column: 47, scope: !516)
!525 = !DILocation(line: 47, column: 64, scope: !516)
!526 = !DILocation(line: 47, column: 66, scope: !516)
!527 = !DILocation(line: 47, column: 60, scope: !516)
!528 = !DILocation(line: 47, column: 58, scope: !516)
!529 = !DILocation(line: 47, column: 28, scope: !516)
!530 = distinct !DISubprogram(name: "sum_all<int, int, int, int>", linkageName: "_Z7sum_allIJiiiiEEDaDpT_", scope: !2, file: !2, line: 50, type: !531, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !533, retainedNodes: !152)
!531 = !DISubroutineType(types: !532)
!532 = !{!113, !113, !113, !113, !113}
!533 = !{!534}
!534 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !535)
!535 = !{!536, !536, !536, !536}
!536 = !DITemplateTypeParameter(type: !113)
!537 = !DILocalVariable(name: "ts", arg: 1, scope: !530, file: !2, line: 50, type: !113)
!538 = !DILocation(line: 50, column: 56, scope: !530)
!539 = !DILocalVariable(name: "ts", arg: 2, scope: !530, file: !2, line: 50, type: !113)
!540 = !DILocalVariable(name: "ts", arg: 3, scope: !530, file: !2, line: 50, type: !113)
!541 = !DILocalVariable(name: "ts", arg: 4, scope: !530, file: !2, line: 50, type: !113)
!542 = !DILocation(line: 50, column: 70, scope: !530)
!543 = !DILocation(line: 50, column: 75, scope: !530)
!544 = !DILocation(line: 50, column: 62, scope: !530)
!545 = distinct !DISubprogram(name: "sum_all<double, float>", linkageName: "_Z7sum_allIJdfEEDaDpT_", scope: !2, file: !2, line: 50, type: !546, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !548, retainedNodes: !152)
!546 = !DISubroutineType(types: !547)
!547 = !{!114, !114, !95}
!548 = !{!549}
!549 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !550)
!550 = !{!551, !552}
!551 = !DITemplateTypeParameter(type: !114)
!552 = !DITemplateTypeParameter(type: !95)
!553 = !DILocalVariable(name: "ts", arg: 1, scope: !545, file: !2, line: 50, type: !114)
!554 = !DILocation(line: 50, column: 56, scope: !545)
!555 = !DILocalVariable(name: "ts", arg: 2, scope: !545, file: !2, line: 50, type: !95)
!556 = !DILocation(line: 50, column: 70, scope: !545)
!557 = !DILocation(line: 50, column: 75, scope: !545)
!558 = !DILocation(line: 50, column: 62, scope: !545)
!559 = distinct !DISubprogram(name: "print_all<int, char, long, short>", linkageName: "_Z9print_allIJiclsEEvDpT_", scope: !2, file: !2, line: 51, type: !560, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !563, retainedNodes: !152)
!560 = !DISubroutineType(types: !561)
!561 = !{null, !113, !5, !562, !115}
!562 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!563 = !{!564}
!564 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !565)
!565 = !{!536, !566, !567, !568}
!566 = !DITemplateTypeParameter(type: !5)
!567 = !DITemplateTypeParameter(type: !562)
!568 = !DITemplateTypeParameter(type: !115)
!569 = !DILocalVariable(name: "ts", arg: 1, scope: !559, file: !2, line: 51, type: !113)
!570 = !DILocation(line: 51, column: 48, scope: !559)
!571 = !DILocalVariable(name: "ts", arg: 2, scope: !559, file: !2, line: 51, type: !5)
!572 = !DILocalVariable(name: "ts", arg: 3, scope: !559, file: !2, line: 51, type: !562)
!573 = !DILocalVariable(name: "ts", arg: 4, scope: !559, file: !2, line: 51, type: !115)
!574 = !DILocation(line: 51, column: 76, scope: !559)
!575 = !DILocation(line: 51, column: 56, scope: !559)
!576 = !DILocation(line: 51, column: 88, scope: !559)
!577 = !DILocation(line: 51, column: 102, scope: !559)
!578 = distinct !DISubprogram(name: "describe<int>", linkageName: "_Z8describeIiEPKcT_", scope: !2, file: !2, line: 53, type: !579, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !581, retainedNodes: !152)
!579 = !DISubroutineType(types: !580)
!580 = !{!178, !113}
!581 = !{!582}
!582 = !DITemplateTypeParameter(name: "T", type: !113)
!583 = !DILocalVariable(name: "v", arg: 1, scope: !578, file: !2, line: 53, type: !113)
!584 = !DILocation(line: 53, column: 46, scope: !578)
!585 = !DILocation(line: 54, column: 40, scope: !586)
!586 = distinct !DILexicalBlock(scope: !578, file: !2, line: 54, column: 17)
!587 = !DILocation(line: 54, column: 42, scope: !586)
!588 = !DILocation(line: 54, column: 33, scope: !586)
!589 = distinct !DISubprogram(name: "describe<double>", linkageName: "_Z8describeIdEPKcT_", scope: !2, file: !2, line: 53, type: !590, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !592, retainedNodes: !152)
!590 = !DISubroutineType(types: !591)
!591 = !{!178, !114}
!592 = !{!593}
!593 = !DITemplateTypeParameter(name: "T", type: !114)
!594 = !DILocalVariable(name: "v", arg: 1, scope: !589, file: !2, line: 53, type: !114)
!595 = !DILocation(line: 53, column: 46, scope: !589)
!596 = !DILocation(line: 55, column: 41, scope: !597)
!597 = distinct !DILexicalBlock(scope: !598, file: !2, line: 55, column: 22)
!598 = distinct !DILexicalBlock(scope: !589, file: !2, line: 54, column: 17)
!599 = distinct !DISubprogram(name: "describe<const char *>", linkageName: "_Z8describeIPKcES1_T_", scope: !2, file: !2, line: 53, type: !600, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !602, retainedNodes: !152)
!600 = !DISubroutineType(types: !601)
!601 = !{!178, !178}
!602 = !{!603}
!603 = !DITemplateTypeParameter(name: "T", type: !178)
!604 = !DILocalVariable(name: "v", arg: 1, scope: !599, file: !2, line: 53, type: !178)
!605 = !DILocation(line: 53, column: 46, scope: !599)
!606 = !DILocation(line: 56, column: 8, scope: !607)
!607 = distinct !DILexicalBlock(scope: !608, file: !2, line: 55, column: 22)
!608 = distinct !DILexicalBlock(scope: !599, file: !2, line: 54, column: 17)
!609 = distinct !DISubprogram(name: "Doubler", linkageName: "_ZN7DoublerC2Ev", scope: !224, file: !2, line: 63, type: !610, scopeLine: 63, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !612, retainedNodes: !152)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !239}
!612 = !DISubprogram(name: "Doubler", scope: !224, type: !610, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!613 = !DILocalVariable(name: "this", arg: 1, scope: !609, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!614 = !DILocation(line: 0, scope: !609)
!615 = !DILocation(line: 63, column: 8, scope: !609)
!616 = distinct !DISubprogram(name: "run", linkageName: "_ZN7CounterI7DoublerE3runEi", scope: !227, file: !2, line: 61, type: !231, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !230, retainedNodes: !152)
!617 = !DILocalVariable(name: "this", arg: 1, scope: !616, type: !618, flags: DIFlagArtificial | DIFlagObjectPointer)
!618 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 32)
!619 = !DILocation(line: 0, scope: !616)
!620 = !DILocalVariable(name: "x", arg: 2, scope: !616, file: !2, line: 61, type: !113)
!621 = !DILocation(line: 61, column: 15, scope: !616)
!622 = !DILocation(line: 61, column: 22, scope: !616)
!623 = !DILocation(line: 61, column: 20, scope: !616)
!624 = !DILocation(line: 61, column: 71, scope: !616)
!625 = !DILocation(line: 61, column: 66, scope: !616)
!626 = !DILocation(line: 61, column: 29, scope: !616)
!627 = distinct !DISubprogram(name: "operator|", linkageName: "_Zor5ColorS_", scope: !2, file: !2, line: 66, type: !628, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, retainedNodes: !152)
!628 = !DISubroutineType(types: !629)
!629 = !{!84, !84, !84}
!630 = !DILocalVariable(name: "a", arg: 1, scope: !627, file: !2, line: 66, type: !84)
!631 = !DILocation(line: 66, column: 33, scope: !627)
!632 = !DILocalVariable(name: "b", arg: 2, scope: !627, file: !2, line: 66, type: !84)
!633 = !DILocation(line: 66, column: 42, scope: !627)
!634 = !DILocation(line: 66, column: 75, scope: !627)
!635 = !DILocation(line: 66, column: 60, scope: !627)
!636 = !DILocation(line: 66, column: 94, scope: !627)
!637 = !DILocation(line: 66, column: 79, scope: !627)
!638 = !DILocation(line: 66, column: 77, scope: !627)
!639 = !DILocation(line: 66, column: 54, scope: !627)
!640 = !DILocation(line: 66, column: 47, scope: !627)
!641 = distinct !DISubprogram(name: "twice_legs", linkageName: "_ZNK6Animal10twice_legsEv", scope: !163, file: !2, line: 72, type: !182, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !181, retainedNodes: !152)
!642 = !DILocalVariable(name: "this", arg: 1, scope: !641, type: !643, flags: DIFlagArtificial | DIFlagObjectPointer)
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 32)
!644 = !DILocation(line: 0, scope: !641)
!645 = !DILocation(line: 72, column: 35, scope: !641)
!646 = !DILocation(line: 72, column: 40, scope: !641)
!647 = !DILocation(line: 72, column: 28, scope: !641)
!648 = distinct !DISubprogram(name: "Bird", linkageName: "_ZN4BirdC2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !184, retainedNodes: !152)
!649 = !DILocalVariable(name: "this", arg: 1, scope: !648, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!650 = !DILocation(line: 0, scope: !648)
!651 = !DILocation(line: 74, column: 24, scope: !648)
!652 = !DILocation(line: 74, column: 31, scope: !648)
!653 = !DILocation(line: 74, column: 33, scope: !654)
!654 = distinct !DILexicalBlock(scope: !648, file: !2, line: 74, column: 31)
!655 = !DILocation(line: 74, column: 38, scope: !654)
!656 = !DILocation(line: 74, column: 43, scope: !648)
!657 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainEN3$_0clEv", scope: !389, file: !2, line: 136, type: !658, scopeLine: 136, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !661, retainedNodes: !152)
!658 = !DISubroutineType(types: !659)
!659 = !{!113, !660}
!660 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!661 = !DISubprogram(name: "operator()", scope: !389, file: !2, line: 136, type: !658, scopeLine: 136, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!662 = !DILocalVariable(name: "this", arg: 1, scope: !657, type: !663, flags: DIFlagArtificial | DIFlagObjectPointer)
!663 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 32)
!664 = !DILocation(line: 0, scope: !657)
!665 = !DILocation(line: 136, column: 51, scope: !657)
!666 = !DILocation(line: 136, column: 58, scope: !657)
!667 = !DILocation(line: 136, column: 59, scope: !657)
!668 = !DILocation(line: 136, column: 56, scope: !657)
!669 = !DILocation(line: 136, column: 44, scope: !657)
!670 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEv", scope: !398, file: !2, line: 138, type: !671, scopeLine: 138, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !675, retainedNodes: !152)
!671 = !DISubroutineType(types: !672)
!672 = !{!113, !673}
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !674, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!674 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !398)
!675 = !DISubprogram(name: "operator()", scope: !398, file: !2, line: 138, type: !671, scopeLine: 138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!676 = !DILocalVariable(name: "this", arg: 1, scope: !670, type: !677, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !674, size: 32)
!678 = !DILocation(line: 0, scope: !670)
!679 = !DILocation(line: 138, column: 29, scope: !670)
!680 = !DILocation(line: 138, column: 34, scope: !670)
!681 = !DILocation(line: 138, column: 40, scope: !670)
!682 = !DILocation(line: 138, column: 38, scope: !670)
!683 = !DILocation(line: 138, column: 22, scope: !670)
!684 = distinct !DISubprogram(name: "Accum", linkageName: "_ZN5AccumC2Ev", scope: !120, file: !2, line: 92, type: !685, scopeLine: 92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !687, retainedNodes: !152)
!685 = !DISubroutineType(types: !686)
!686 = !{null, !151}
!687 = !DISubprogram(name: "Accum", scope: !120, type: !685, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!688 = !DILocalVariable(name: "this", arg: 1, scope: !684, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!689 = !DILocation(line: 0, scope: !684)
!690 = !DILocation(line: 93, column: 7, scope: !684)
!691 = !DILocation(line: 92, column: 8, scope: !684)
!692 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!693 = !DILocation(line: 0, scope: !119)
!694 = !DILocation(line: 94, column: 39, scope: !119)
!695 = !DILocation(line: 94, column: 32, scope: !119)
!696 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFiiEEclEi", scope: !126, file: !2, line: 89, type: !143, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !142, retainedNodes: !152)
!697 = !DILocalVariable(name: "this", arg: 1, scope: !696, type: !698, flags: DIFlagArtificial | DIFlagObjectPointer)
!698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 32)
!699 = !DILocation(line: 0, scope: !696)
!700 = !DILocalVariable(name: "a", arg: 2, scope: !696, file: !2, line: 89, type: !113)
!701 = !DILocation(line: 89, column: 21, scope: !696)
!702 = !DILocation(line: 89, column: 39, scope: !696)
!703 = !DILocation(line: 89, column: 45, scope: !696)
!704 = !DILocation(line: 89, column: 51, scope: !696)
!705 = !DILocation(line: 89, column: 32, scope: !696)
!706 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFiiEED2Ev", scope: !126, file: !2, line: 88, type: !139, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !138, retainedNodes: !152)
!707 = !DILocalVariable(name: "this", arg: 1, scope: !706, type: !708, flags: DIFlagArtificial | DIFlagObjectPointer)
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 32)
!709 = !DILocation(line: 0, scope: !706)
!710 = !DILocation(line: 88, column: 21, scope: !711)
!711 = distinct !DILexicalBlock(scope: !712, file: !2, line: 88, column: 21)
!712 = distinct !DILexicalBlock(scope: !706, file: !2, line: 88, column: 15)
!713 = !DILocation(line: 88, column: 21, scope: !712)
!714 = !DILocation(line: 88, column: 31, scope: !711)
!715 = !DILocation(line: 88, column: 40, scope: !711)
!716 = !DILocation(line: 88, column: 47, scope: !706)
!717 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", linkageName: "_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_", scope: !243, file: !2, line: 83, type: !718, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !721, declaration: !720, retainedNodes: !152)
!718 = !DISubroutineType(types: !719)
!719 = !{null, !254, !241}
!720 = !DISubprogram(name: "Function<(lambda at modern.cpp:147:42)>", scope: !243, file: !2, line: 83, type: !718, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !721)
!721 = !{!722}
!722 = !DITemplateTypeParameter(name: "F", type: !241)
!723 = !DILocalVariable(name: "this", arg: 1, scope: !717, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 32)
!725 = !DILocation(line: 0, scope: !717)
!726 = !DILocalVariable(name: "f", arg: 2, scope: !717, file: !2, line: 83, type: !241)
!727 = !DILocation(line: 83, column: 36, scope: !717)
!728 = !DILocation(line: 79, column: 9, scope: !717)
!729 = !DILocation(line: 80, column: 7, scope: !717)
!730 = !DILocation(line: 81, column: 10, scope: !717)
!731 = !DILocation(line: 84, column: 17, scope: !732)
!732 = distinct !DILexicalBlock(scope: !717, file: !2, line: 83, column: 39)
!733 = !DILocation(line: 84, column: 38, scope: !732)
!734 = !DILocation(line: 84, column: 5, scope: !732)
!735 = !DILocation(line: 84, column: 10, scope: !732)
!736 = !DILocation(line: 85, column: 13, scope: !732)
!737 = !DILocation(line: 85, column: 5, scope: !732)
!738 = !DILocation(line: 85, column: 11, scope: !732)
!739 = !DILocation(line: 86, column: 16, scope: !732)
!740 = !DILocation(line: 86, column: 5, scope: !732)
!741 = !DILocation(line: 86, column: 14, scope: !732)
!742 = !DILocation(line: 87, column: 3, scope: !717)
!743 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK8FunctionIFdddEEclEdd", scope: !243, file: !2, line: 89, type: !256, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !255, retainedNodes: !152)
!744 = !DILocalVariable(name: "this", arg: 1, scope: !743, type: !745, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 32)
!746 = !DILocation(line: 0, scope: !743)
!747 = !DILocalVariable(name: "a", arg: 2, scope: !743, file: !2, line: 89, type: !114)
!748 = !DILocation(line: 89, column: 21, scope: !743)
!749 = !DILocalVariable(name: "a", arg: 3, scope: !743, file: !2, line: 89, type: !114)
!750 = !DILocation(line: 89, column: 39, scope: !743)
!751 = !DILocation(line: 89, column: 45, scope: !743)
!752 = !DILocation(line: 89, column: 51, scope: !743)
!753 = !DILocation(line: 89, column: 32, scope: !743)
!754 = distinct !DISubprogram(name: "~Function", linkageName: "_ZN8FunctionIFdddEED2Ev", scope: !243, file: !2, line: 88, type: !252, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !251, retainedNodes: !152)
!755 = !DILocalVariable(name: "this", arg: 1, scope: !754, type: !724, flags: DIFlagArtificial | DIFlagObjectPointer)
!756 = !DILocation(line: 0, scope: !754)
!757 = !DILocation(line: 88, column: 21, scope: !758)
!758 = distinct !DILexicalBlock(scope: !759, file: !2, line: 88, column: 21)
!759 = distinct !DILexicalBlock(scope: !754, file: !2, line: 88, column: 15)
!760 = !DILocation(line: 88, column: 21, scope: !759)
!761 = !DILocation(line: 88, column: 31, scope: !758)
!762 = !DILocation(line: 88, column: 40, scope: !758)
!763 = !DILocation(line: 88, column: 47, scope: !754)
!764 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD2Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !765, retainedNodes: !152)
!765 = !DISubprogram(name: "~Bird", scope: !160, type: !185, containingType: !160, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!766 = !DILocalVariable(name: "this", arg: 1, scope: !764, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!767 = !DILocation(line: 0, scope: !764)
!768 = !DILocation(line: 74, column: 8, scope: !769)
!769 = distinct !DILexicalBlock(scope: !764, file: !2, line: 74, column: 8)
!770 = !DILocation(line: 74, column: 8, scope: !764)
!771 = distinct !DISubprogram(name: "~Owner", linkageName: "_ZN5OwnerI4BirdED2Ev", scope: !156, file: !2, line: 28, type: !211, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !210, retainedNodes: !152)
!772 = !DILocalVariable(name: "this", arg: 1, scope: !771, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!773 = !DILocation(line: 0, scope: !771)
!774 = !DILocation(line: 28, column: 14, scope: !775)
!775 = distinct !DILexicalBlock(scope: !771, file: !2, line: 28, column: 12)
!776 = !DILocation(line: 28, column: 23, scope: !771)
!777 = distinct !DISubprogram(name: "Counter", linkageName: "_ZN7CounterI7DoublerEC2Ev", scope: !227, file: !2, line: 59, type: !778, scopeLine: 59, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !780, retainedNodes: !152)
!778 = !DISubroutineType(types: !779)
!779 = !{null, !233}
!780 = !DISubprogram(name: "Counter", scope: !227, type: !778, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!781 = !DILocalVariable(name: "this", arg: 1, scope: !777, type: !618, flags: DIFlagArtificial | DIFlagObjectPointer)
!782 = !DILocation(line: 0, scope: !777)
!783 = !DILocation(line: 60, column: 7, scope: !777)
!784 = !DILocation(line: 59, column: 36, scope: !777)
!785 = distinct !DISubprogram(name: "Animal", linkageName: "_ZN6AnimalC2Ev", scope: !163, file: !2, line: 68, type: !172, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !786, retainedNodes: !152)
!786 = !DISubprogram(name: "Animal", scope: !163, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!787 = !DILocalVariable(name: "this", arg: 1, scope: !785, type: !788, flags: DIFlagArtificial | DIFlagObjectPointer)
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 32)
!789 = !DILocation(line: 0, scope: !785)
!790 = !DILocation(line: 68, column: 8, scope: !785)
!791 = !DILocation(line: 69, column: 7, scope: !785)
!792 = distinct !DISubprogram(name: "~Bird", linkageName: "_ZN4BirdD0Ev", scope: !160, file: !2, line: 74, type: !185, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !765, retainedNodes: !152)
!793 = !DILocalVariable(name: "this", arg: 1, scope: !792, type: !159, flags: DIFlagArtificial | DIFlagObjectPointer)
!794 = !DILocation(line: 0, scope: !792)
!795 = !DILocation(line: 74, column: 8, scope: !792)
!796 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK4Bird5soundEv", scope: !160, file: !2, line: 74, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !188, retainedNodes: !152)
!797 = !DILocalVariable(name: "this", arg: 1, scope: !796, type: !798, flags: DIFlagArtificial | DIFlagObjectPointer)
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 32)
!799 = !DILocation(line: 0, scope: !796)
!800 = !DILocation(line: 74, column: 82, scope: !796)
!801 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD2Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!802 = !DILocalVariable(name: "this", arg: 1, scope: !801, type: !788, flags: DIFlagArtificial | DIFlagObjectPointer)
!803 = !DILocation(line: 0, scope: !801)
!804 = !DILocation(line: 70, column: 29, scope: !801)
!805 = distinct !DISubprogram(name: "~Animal", linkageName: "_ZN6AnimalD0Ev", scope: !163, file: !2, line: 70, type: !172, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !171, retainedNodes: !152)
!806 = !DILocalVariable(name: "this", arg: 1, scope: !805, type: !788, flags: DIFlagArtificial | DIFlagObjectPointer)
!807 = !DILocation(line: 0, scope: !805)
!808 = !DILocation(line: 70, column: 29, scope: !805)
!809 = distinct !DISubprogram(name: "sound", linkageName: "_ZNK6Animal5soundEv", scope: !163, file: !2, line: 71, type: !176, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !175, retainedNodes: !152)
!810 = !DILocalVariable(name: "this", arg: 1, scope: !809, type: !643, flags: DIFlagArtificial | DIFlagObjectPointer)
!811 = !DILocation(line: 0, scope: !809)
!812 = !DILocation(line: 71, column: 39, scope: !809)
!813 = distinct !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", linkageName: "_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_", scope: !126, file: !2, line: 83, type: !814, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !817, declaration: !816, retainedNodes: !152)
!814 = !DISubroutineType(types: !815)
!815 = !{null, !141, !118}
!816 = !DISubprogram(name: "Function<(lambda at modern.cpp:94:39)>", scope: !126, file: !2, line: 83, type: !814, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !817)
!817 = !{!818}
!818 = !DITemplateTypeParameter(name: "F", type: !118)
!819 = !DILocalVariable(name: "this", arg: 1, scope: !813, type: !708, flags: DIFlagArtificial | DIFlagObjectPointer)
!820 = !DILocation(line: 0, scope: !813)
!821 = !DILocalVariable(name: "f", arg: 2, scope: !813, file: !2, line: 83, type: !118)
!822 = !DILocation(line: 83, column: 36, scope: !813)
!823 = !DILocation(line: 79, column: 9, scope: !813)
!824 = !DILocation(line: 80, column: 7, scope: !813)
!825 = !DILocation(line: 81, column: 10, scope: !813)
!826 = !DILocation(line: 84, column: 17, scope: !827)
!827 = distinct !DILexicalBlock(scope: !813, file: !2, line: 83, column: 39)
!828 = !DILocation(line: 84, column: 38, scope: !827)
!829 = !DILocation(line: 84, column: 36, scope: !827)
!830 = !DILocation(line: 84, column: 5, scope: !827)
!831 = !DILocation(line: 84, column: 10, scope: !827)
!832 = !DILocation(line: 85, column: 13, scope: !827)
!833 = !DILocation(line: 85, column: 5, scope: !827)
!834 = !DILocation(line: 85, column: 11, scope: !827)
!835 = !DILocation(line: 86, column: 16, scope: !827)
!836 = !DILocation(line: 86, column: 5, scope: !827)
!837 = !DILocation(line: 86, column: 14, scope: !827)
!838 = !DILocation(line: 87, column: 3, scope: !813)
!839 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:94:39) &>", linkageName: "_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_", scope: !2, file: !2, line: 17, type: !840, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, templateParams: !845, retainedNodes: !152)
!840 = !DISubroutineType(types: !841)
!841 = !{!842, !847}
!842 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !843, size: 32)
!843 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !844, file: !2, line: 16, baseType: !118)
!844 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:94:39) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !845, identifier: "_ZTS10remove_refIRZN5Accum5adderEvEUliE_E")
!845 = !{!846}
!846 = !DITemplateTypeParameter(name: "T", type: !847)
!847 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !118, size: 32)
!848 = !DILocalVariable(name: "t", arg: 1, scope: !839, file: !2, line: 17, type: !847)
!849 = !DILocation(line: 17, column: 63, scope: !839)
!850 = !DILocation(line: 17, column: 120, scope: !839)
!851 = !DILocation(line: 17, column: 68, scope: !839)
!852 = distinct !DISubprogram(name: "operator int (*)(void *, int)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv", scope: !853, file: !2, line: 85, type: !860, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !862, retainedNodes: !152)
!853 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !813, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !854, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPviE_")
!854 = !{!855}
!855 = !DISubprogram(name: "operator()", scope: !853, file: !2, line: 85, type: !856, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!113, !858, !129, !113}
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !859, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!859 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !853)
!860 = !DISubroutineType(types: !861)
!861 = !{!131, !858}
!862 = !DISubprogram(name: "operator int (*)(void *, int)", scope: !853, type: !860, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!863 = !DILocalVariable(name: "this", arg: 1, scope: !852, type: !864, flags: DIFlagArtificial | DIFlagObjectPointer)
!864 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !859, size: 32)
!865 = !DILocation(line: 0, scope: !852)
!866 = !DILocation(line: 85, column: 13, scope: !852)
!867 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv", scope: !868, file: !2, line: 86, type: !869, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !873, retainedNodes: !152)
!868 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !813, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152, identifier: "_ZTSZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_EUlPvE_")
!869 = !DISubroutineType(types: !870)
!870 = !{!135, !871}
!871 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !872, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!872 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !868)
!873 = !DISubprogram(name: "operator void (*)(void *)", scope: !868, type: !869, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!874 = !DILocalVariable(name: "this", arg: 1, scope: !867, type: !875, flags: DIFlagArtificial | DIFlagObjectPointer)
!875 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !872, size: 32)
!876 = !DILocation(line: 0, scope: !867)
!877 = !DILocation(line: 86, column: 16, scope: !867)
!878 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i", scope: !853, file: !2, line: 85, type: !132, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !879, retainedNodes: !152)
!879 = !DISubprogram(name: "__invoke", scope: !853, type: !132, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!880 = !DILocalVariable(name: "o", arg: 1, scope: !878, type: !129)
!881 = !DILocation(line: 0, scope: !878)
!882 = !DILocalVariable(name: "a", arg: 2, scope: !878, type: !113)
!883 = !DILocation(line: 85, column: 13, scope: !878)
!884 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i", scope: !853, file: !2, line: 85, type: !856, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !855, retainedNodes: !152)
!885 = !DILocalVariable(name: "this", arg: 1, scope: !884, type: !864, flags: DIFlagArtificial | DIFlagObjectPointer)
!886 = !DILocation(line: 0, scope: !884)
!887 = !DILocalVariable(name: "o", arg: 2, scope: !884, file: !2, line: 85, type: !129)
!888 = !DILocation(line: 85, column: 22, scope: !884)
!889 = !DILocalVariable(name: "a", arg: 3, scope: !884, file: !2, line: 85, type: !113)
!890 = !DILocation(line: 85, column: 30, scope: !884)
!891 = !DILocation(line: 85, column: 66, scope: !884)
!892 = !DILocation(line: 85, column: 70, scope: !884)
!893 = !DILocation(line: 85, column: 47, scope: !884)
!894 = !DILocation(line: 85, column: 40, scope: !884)
!895 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN5Accum5adderEvENKUliE_clEi", scope: !118, file: !2, line: 94, type: !896, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !900, retainedNodes: !152)
!896 = !DISubroutineType(types: !897)
!897 = !{!113, !898, !113}
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !899, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!899 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!900 = !DISubprogram(name: "operator()", scope: !118, file: !2, line: 94, type: !896, scopeLine: 94, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!901 = !DILocalVariable(name: "this", arg: 1, scope: !895, type: !902, flags: DIFlagArtificial | DIFlagObjectPointer)
!902 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !899, size: 32)
!903 = !DILocation(line: 0, scope: !895)
!904 = !DILocalVariable(name: "v", arg: 2, scope: !895, file: !2, line: 94, type: !113)
!905 = !DILocation(line: 94, column: 50, scope: !895)
!906 = !DILocation(line: 94, column: 71, scope: !895)
!907 = !DILocation(line: 94, column: 62, scope: !895)
!908 = !DILocation(line: 94, column: 68, scope: !895)
!909 = !DILocation(line: 94, column: 55, scope: !895)
!910 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_", scope: !868, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !911, retainedNodes: !152)
!911 = !DISubprogram(name: "__invoke", scope: !868, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!912 = !DILocalVariable(name: "o", arg: 1, scope: !910, type: !129)
!913 = !DILocation(line: 0, scope: !910)
!914 = !DILocation(line: 86, column: 16, scope: !910)
!915 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_", scope: !868, file: !2, line: 86, type: !916, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !918, retainedNodes: !152)
!916 = !DISubroutineType(types: !917)
!917 = !{null, !871, !129}
!918 = !DISubprogram(name: "operator()", scope: !868, file: !2, line: 86, type: !916, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!919 = !DILocalVariable(name: "this", arg: 1, scope: !915, type: !875, flags: DIFlagArtificial | DIFlagObjectPointer)
!920 = !DILocation(line: 0, scope: !915)
!921 = !DILocalVariable(name: "o", arg: 2, scope: !915, file: !2, line: 86, type: !129)
!922 = !DILocation(line: 86, column: 25, scope: !915)
!923 = !DILocation(line: 86, column: 47, scope: !915)
!924 = !DILocation(line: 86, column: 62, scope: !915)
!925 = !DILocation(line: 86, column: 57, scope: !915)
!926 = !DILocation(line: 86, column: 66, scope: !915)
!927 = distinct !DISubprogram(name: "Owner", linkageName: "_ZN5OwnerI4BirdEC2EPS0_", scope: !156, file: !2, line: 24, type: !194, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !193, retainedNodes: !152)
!928 = !DILocalVariable(name: "this", arg: 1, scope: !927, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!929 = !DILocation(line: 0, scope: !927)
!930 = !DILocalVariable(name: "p", arg: 2, scope: !927, file: !2, line: 24, type: !159)
!931 = !DILocation(line: 24, column: 21, scope: !927)
!932 = !DILocation(line: 24, column: 36, scope: !927)
!933 = !DILocation(line: 24, column: 39, scope: !927)
!934 = !DILocation(line: 24, column: 43, scope: !927)
!935 = distinct !DISubprogram(name: "reset", linkageName: "_ZN5OwnerI4BirdE5resetEv", scope: !156, file: !2, line: 29, type: !211, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !213, retainedNodes: !152)
!936 = !DILocalVariable(name: "this", arg: 1, scope: !935, type: !451, flags: DIFlagArtificial | DIFlagObjectPointer)
!937 = !DILocation(line: 0, scope: !935)
!938 = !DILocation(line: 29, column: 22, scope: !939)
!939 = distinct !DILexicalBlock(scope: !935, file: !2, line: 29, column: 22)
!940 = !DILocation(line: 29, column: 22, scope: !935)
!941 = !DILocation(line: 29, column: 28, scope: !942)
!942 = distinct !DILexicalBlock(scope: !939, file: !2, line: 29, column: 26)
!943 = !DILocation(line: 29, column: 33, scope: !942)
!944 = !DILocation(line: 29, column: 43, scope: !942)
!945 = !DILocation(line: 29, column: 38, scope: !942)
!946 = !DILocation(line: 29, column: 48, scope: !942)
!947 = !DILocation(line: 29, column: 51, scope: !942)
!948 = !DILocation(line: 29, column: 62, scope: !942)
!949 = !DILocation(line: 29, column: 64, scope: !935)
!950 = distinct !DISubprogram(name: "step", linkageName: "_ZN7Doubler4stepEi", scope: !224, file: !2, line: 63, type: !237, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !82, declaration: !236, retainedNodes: !152)
!951 = !DILocalVariable(name: "this", arg: 1, scope: !950, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!952 = !DILocation(line: 0, scope: !950)
!953 = !DILocalVariable(name: "x", arg: 2, scope: !950, file: !2, line: 63, type: !113)
!954 = !DILocation(line: 63, column: 50, scope: !950)
!955 = !DILocation(line: 63, column: 66, scope: !950)
!956 = !DILocation(line: 63, column: 64, scope: !950)
!957 = !DILocation(line: 63, column: 55, scope: !950)
!958 = distinct !DISubprogram(name: "move<(lambda at modern.cpp:147:42) &>", linkageName: "_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_", scope: !2, file: !2, line: 17, type: !959, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, templateParams: !964, retainedNodes: !152)
!959 = !DISubroutineType(types: !960)
!960 = !{!961, !966}
!961 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !962, size: 32)
!962 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !963, file: !2, line: 16, baseType: !241)
!963 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_ref<(lambda at modern.cpp:147:42) &>", file: !2, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !152, templateParams: !964)
!964 = !{!965}
!965 = !DITemplateTypeParameter(name: "T", type: !966)
!966 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 32)
!967 = !DILocalVariable(name: "t", arg: 1, scope: !958, file: !2, line: 17, type: !966)
!968 = !DILocation(line: 17, column: 63, scope: !958)
!969 = !DILocation(line: 17, column: 120, scope: !958)
!970 = !DILocation(line: 17, column: 68, scope: !958)
!971 = distinct !DISubprogram(name: "operator double (*)(void *, double, double)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv", scope: !972, file: !2, line: 85, type: !979, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !981, retainedNodes: !152)
!972 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !717, file: !2, line: 85, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !973)
!973 = !{!974}
!974 = !DISubprogram(name: "operator()", scope: !972, file: !2, line: 85, type: !975, scopeLine: 85, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!975 = !DISubroutineType(types: !976)
!976 = !{!114, !977, !129, !114, !114}
!977 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !978, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!978 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !972)
!979 = !DISubroutineType(types: !980)
!980 = !{!247, !977}
!981 = !DISubprogram(name: "operator double (*)(void *, double, double)", scope: !972, type: !979, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!982 = !DILocalVariable(name: "this", arg: 1, scope: !971, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!983 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !978, size: 32)
!984 = !DILocation(line: 0, scope: !971)
!985 = !DILocation(line: 85, column: 13, scope: !971)
!986 = distinct !DISubprogram(name: "operator void (*)(void *)", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv", scope: !987, file: !2, line: 86, type: !988, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !992, retainedNodes: !152)
!987 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !717, file: !2, line: 86, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !152)
!988 = !DISubroutineType(types: !989)
!989 = !{!135, !990}
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !991, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!991 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !987)
!992 = !DISubprogram(name: "operator void (*)(void *)", scope: !987, type: !988, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!993 = !DILocalVariable(name: "this", arg: 1, scope: !986, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !991, size: 32)
!995 = !DILocation(line: 0, scope: !986)
!996 = !DILocation(line: 86, column: 16, scope: !986)
!997 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd", scope: !972, file: !2, line: 85, type: !248, scopeLine: 85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !998, retainedNodes: !152)
!998 = !DISubprogram(name: "__invoke", scope: !972, type: !248, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!999 = !DILocalVariable(name: "o", arg: 1, scope: !997, type: !129)
!1000 = !DILocation(line: 0, scope: !997)
!1001 = !DILocalVariable(name: "a", arg: 2, scope: !997, type: !114)
!1002 = !DILocalVariable(name: "a", arg: 3, scope: !997, type: !114)
!1003 = !DILocation(line: 85, column: 13, scope: !997)
!1004 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd", scope: !972, file: !2, line: 85, type: !975, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !974, retainedNodes: !152)
!1005 = !DILocalVariable(name: "this", arg: 1, scope: !1004, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!1006 = !DILocation(line: 0, scope: !1004)
!1007 = !DILocalVariable(name: "o", arg: 2, scope: !1004, file: !2, line: 85, type: !129)
!1008 = !DILocation(line: 85, column: 22, scope: !1004)
!1009 = !DILocalVariable(name: "a", arg: 3, scope: !1004, file: !2, line: 85, type: !114)
!1010 = !DILocation(line: 85, column: 30, scope: !1004)
!1011 = !DILocalVariable(name: "a", arg: 4, scope: !1004, file: !2, line: 85, type: !114)
!1012 = !DILocation(line: 85, column: 66, scope: !1004)
!1013 = !DILocation(line: 85, column: 70, scope: !1004)
!1014 = !DILocation(line: 85, column: 47, scope: !1004)
!1015 = !DILocation(line: 85, column: 40, scope: !1004)
!1016 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !241, file: !2, line: 147, type: !1017, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1021, retainedNodes: !152)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!114, !1019, !114, !114}
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!1020 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!1021 = !DISubprogram(name: "operator()", scope: !241, file: !2, line: 147, type: !1017, scopeLine: 147, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1022 = !DILocalVariable(name: "this", arg: 1, scope: !1016, type: !1023, flags: DIFlagArtificial | DIFlagObjectPointer)
!1023 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1020, size: 32)
!1024 = !DILocation(line: 0, scope: !1016)
!1025 = !DILocalVariable(name: "x", arg: 2, scope: !1016, file: !2, line: 147, type: !114)
!1026 = !DILocation(line: 147, column: 52, scope: !1016)
!1027 = !DILocalVariable(name: "y", arg: 3, scope: !1016, file: !2, line: 147, type: !114)
!1028 = !DILocation(line: 147, column: 62, scope: !1016)
!1029 = !DILocation(line: 147, column: 74, scope: !1016)
!1030 = !DILocation(line: 147, column: 78, scope: !1016)
!1031 = !DILocation(line: 147, column: 82, scope: !1016)
!1032 = !DILocation(line: 147, column: 86, scope: !1016)
!1033 = !DILocation(line: 147, column: 84, scope: !1016)
!1034 = !DILocation(line: 147, column: 80, scope: !1016)
!1035 = !DILocation(line: 147, column: 67, scope: !1016)
!1036 = distinct !DISubprogram(name: "__invoke", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_", scope: !987, file: !2, line: 86, type: !136, scopeLine: 86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1037, retainedNodes: !152)
!1037 = !DISubprogram(name: "__invoke", scope: !987, type: !136, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagLocalToUnit)
!1038 = !DILocalVariable(name: "o", arg: 1, scope: !1036, type: !129)
!1039 = !DILocation(line: 0, scope: !1036)
!1040 = !DILocation(line: 86, column: 16, scope: !1036)
!1041 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_", scope: !987, file: !2, line: 86, type: !1042, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !82, declaration: !1044, retainedNodes: !152)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{null, !990, !129}
!1044 = !DISubprogram(name: "operator()", scope: !987, file: !2, line: 86, type: !1042, scopeLine: 86, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!1045 = !DILocalVariable(name: "this", arg: 1, scope: !1041, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!1046 = !DILocation(line: 0, scope: !1041)
!1047 = !DILocalVariable(name: "o", arg: 2, scope: !1041, file: !2, line: 86, type: !129)
!1048 = !DILocation(line: 86, column: 25, scope: !1041)
!1049 = !DILocation(line: 86, column: 47, scope: !1041)
!1050 = !DILocation(line: 86, column: 62, scope: !1041)
!1051 = !DILocation(line: 86, column: 57, scope: !1041)
!1052 = !DILocation(line: 86, column: 66, scope: !1041)

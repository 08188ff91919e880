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
@_ZTV4Bird = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr hidden constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTI4Bird = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 4
@_ZTV6Animal = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
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
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2)
  %26 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %27 unwind label %222

27:                                               ; preds = %0
  %28 = call noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %26) #8
  %29 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %30 unwind label %219

30:                                               ; preds = %27
  %31 = zext i1 %29 to i32
  %32 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %33 unwind label %219

33:                                               ; preds = %30
  %34 = zext i1 %32 to i32
  %35 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %36 unwind label %219

36:                                               ; preds = %33
  %37 = load ptr, ptr %35, align 4
  %38 = getelementptr inbounds ptr, ptr %37, i64 2
  %39 = load ptr, ptr %38, align 4
  %40 = invoke noundef ptr %39(ptr noundef nonnull align 4 dereferenceable(8) %35)
          to label %41 unwind label %219

41:                                               ; preds = %36
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %34, ptr noundef %40)
          to label %43 unwind label %219

43:                                               ; preds = %41
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %4, i32 noundef 7)
          to label %44 unwind label %219

44:                                               ; preds = %43
  %45 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Point3, ptr %4, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46, i32 noundef %48, i32 noundef %50)
          to label %52 unwind label %219

52:                                               ; preds = %44
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.arr, i32 12, i1 false)
  store ptr %5, ptr %6, align 4
  %53 = load ptr, ptr %6, align 4
  %54 = getelementptr inbounds [3 x i32], ptr %53, i32 0, i32 1
  store i32 50, ptr %54, align 4
  %55 = load ptr, ptr %6, align 4
  %56 = getelementptr inbounds [3 x i32], ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = load ptr, ptr %6, align 4
  %61 = getelementptr inbounds [3 x i32], ptr %60, i32 0, i32 2
  %62 = load i32, ptr %61, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57, i32 noundef %59, i32 noundef %62)
          to label %64 unwind label %219

64:                                               ; preds = %52
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.v, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @__const.main.w, i32 8, i1 false)
  %65 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %8, i32 noundef 1)
          to label %66 unwind label %219

66:                                               ; preds = %64
  %67 = load float, ptr %65, align 4
  %68 = fadd float %67, 1.000000e+00
  store float %68, ptr %65, align 4
  %69 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 0
  %70 = load float, ptr %69, align 4
  %71 = fpext float %70 to double
  %72 = getelementptr inbounds %struct.Vec2, ptr %8, i32 0, i32 1
  %73 = load float, ptr %72, align 4
  %74 = fpext float %73 to double
  %75 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0
  store float 2.500000e+00, ptr %75, align 4
  %76 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1
  store float 4.000000e+00, ptr %76, align 4
  %77 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef byval(%struct.Vec2) align 4 %9)
          to label %78 unwind label %219

78:                                               ; preds = %66
  %79 = zext i1 %77 to i32
  %80 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %81 unwind label %219

81:                                               ; preds = %78
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %71, double noundef %74, i32 noundef %79, i32 noundef %80)
          to label %83 unwind label %219

83:                                               ; preds = %81
  %84 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %85 unwind label %219

85:                                               ; preds = %83
  %86 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %87 unwind label %219

87:                                               ; preds = %85
  %88 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %84, double noundef %86)
          to label %89 unwind label %219

89:                                               ; preds = %87
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %90 unwind label %219

90:                                               ; preds = %89
  %91 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %92 unwind label %219

92:                                               ; preds = %90
  %93 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %94 unwind label %219

94:                                               ; preds = %92
  %95 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %96 unwind label %219

96:                                               ; preds = %94
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %91, ptr noundef %93, ptr noundef %95)
          to label %98 unwind label %219

98:                                               ; preds = %96
  %99 = call noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #8
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %109, %98
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 4
  br i1 %102, label %103, label %112

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %104)
          to label %106 unwind label %219

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4
  %108 = add nsw i32 %107, %105
  store i32 %108, ptr %11, align 4
  br label %109

109:                                              ; preds = %106
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %12, align 4
  br label %100, !llvm.loop !2

112:                                              ; preds = %100
  %113 = load i32, ptr %11, align 4
  %114 = getelementptr inbounds %struct.Counter, ptr %10, i32 0, i32 0
  %115 = load i32, ptr %114, align 4
  %116 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113, i32 noundef %115)
          to label %117 unwind label %219

117:                                              ; preds = %112
  %118 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %119 unwind label %219

119:                                              ; preds = %117
  store i8 %118, ptr %13, align 1
  %120 = load i8, ptr %13, align 1
  %121 = zext i8 %120 to i32
  %122 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %121)
          to label %123 unwind label %219

123:                                              ; preds = %119
  store i32 4, ptr %14, align 4
  store { i32, i32 } { i32 8, i32 1 }, ptr %15, align 4
  store { i32, i32 } { i32 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i32), i32 0 }, ptr %16, align 4
  %124 = invoke noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17)
          to label %125 unwind label %219

125:                                              ; preds = %123
  store ptr %17, ptr %18, align 4
  %126 = load ptr, ptr %18, align 4
  %127 = load i32, ptr %14, align 4
  %128 = getelementptr inbounds i8, ptr %126, i32 %127
  %129 = load i32, ptr %128, align 4
  %130 = load ptr, ptr %18, align 4
  %131 = load { i32, i32 }, ptr %15, align 4
  %132 = extractvalue { i32, i32 } %131, 1
  %133 = ashr i32 %132, 1
  %134 = getelementptr inbounds i8, ptr %130, i32 %133
  %135 = extractvalue { i32, i32 } %131, 0
  %136 = and i32 %132, 1
  %137 = icmp ne i32 %136, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %125
  %139 = load ptr, ptr %134, align 4
  %140 = getelementptr i8, ptr %139, i32 %135, !nosanitize !4
  %141 = load ptr, ptr %140, align 4, !nosanitize !4
  br label %144

142:                                              ; preds = %125
  %143 = inttoptr i32 %135 to ptr
  br label %144

144:                                              ; preds = %142, %138
  %145 = phi ptr [ %141, %138 ], [ %143, %142 ]
  %146 = invoke noundef ptr %145(ptr noundef nonnull align 4 dereferenceable(8) %134)
          to label %147 unwind label %216

147:                                              ; preds = %144
  %148 = load { i32, i32 }, ptr %16, align 4
  %149 = extractvalue { i32, i32 } %148, 1
  %150 = ashr i32 %149, 1
  %151 = getelementptr inbounds i8, ptr %17, i32 %150
  %152 = extractvalue { i32, i32 } %148, 0
  %153 = and i32 %149, 1
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %147
  %156 = load ptr, ptr %151, align 4
  %157 = getelementptr i8, ptr %156, i32 %152, !nosanitize !4
  %158 = load ptr, ptr %157, align 4, !nosanitize !4
  br label %161

159:                                              ; preds = %147
  %160 = inttoptr i32 %152 to ptr
  br label %161

161:                                              ; preds = %159, %155
  %162 = phi ptr [ %158, %155 ], [ %160, %159 ]
  %163 = invoke noundef i32 %162(ptr noundef nonnull align 4 dereferenceable(8) %151)
          to label %164 unwind label %216

164:                                              ; preds = %161
  %165 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %129, ptr noundef %146, i32 noundef %163)
          to label %166 unwind label %216

166:                                              ; preds = %164
  store i32 10, ptr %19, align 4
  %167 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 0
  store i32 0, ptr %167, align 4
  %168 = getelementptr inbounds %class.anon, ptr %20, i32 0, i32 1
  %169 = load i32, ptr %19, align 4
  store i32 %169, ptr %168, align 4
  %170 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %171 unwind label %216

171:                                              ; preds = %166
  %172 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 0
  %173 = load i32, ptr %19, align 4
  store i32 %173, ptr %172, align 4
  %174 = getelementptr inbounds %class.anon.0, ptr %21, i32 0, i32 1
  %175 = getelementptr inbounds [3 x i32], ptr %174, i32 0, i32 0
  br label %176

176:                                              ; preds = %176, %171
  %177 = phi i32 [ 0, %171 ], [ %181, %176 ]
  %178 = getelementptr inbounds i32, ptr %175, i32 %177
  %179 = getelementptr inbounds [3 x i32], ptr %5, i32 0, i32 %177
  %180 = load i32, ptr %179, align 4
  store i32 %180, ptr %178, align 4
  %181 = add nuw i32 %177, 1
  %182 = icmp eq i32 %181, 3
  br i1 %182, label %183, label %176

183:                                              ; preds = %176
  %184 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %20)
          to label %185 unwind label %216

185:                                              ; preds = %183
  %186 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %21)
          to label %187 unwind label %216

187:                                              ; preds = %185
  %188 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %184, i32 noundef %186)
          to label %189 unwind label %216

189:                                              ; preds = %187
  %190 = call noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %22) #8
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 4 %23, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %191 unwind label %216

191:                                              ; preds = %189
  %192 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 5)
          to label %193 unwind label %210

193:                                              ; preds = %191
  %194 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef 6)
          to label %195 unwind label %210

195:                                              ; preds = %193
  %196 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %23) #8
  %197 = invoke noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %24)
          to label %198 unwind label %216

198:                                              ; preds = %195
  %199 = getelementptr inbounds %struct.Accum, ptr %22, i32 0, i32 0
  %200 = load i32, ptr %199, align 4
  %201 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %24, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %202 unwind label %213

202:                                              ; preds = %198
  %203 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %200, double noundef %201)
          to label %204 unwind label %213

204:                                              ; preds = %202
  store i32 0, ptr %1, align 4
  %205 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %24) #8
  %206 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17) #8
  %207 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  %208 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %209 = load i32, ptr %1, align 4
  ret i32 %209

210:                                              ; preds = %193, %191
  %211 = cleanuppad within none []
  %212 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %23) #8 [ "funclet"(token %211) ]
  cleanupret from %211 unwind label %216

213:                                              ; preds = %202, %198
  %214 = cleanuppad within none []
  %215 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %24) #8 [ "funclet"(token %214) ]
  cleanupret from %214 unwind label %216

216:                                              ; preds = %213, %195, %210, %189, %187, %185, %183, %166, %164, %161, %144
  %217 = cleanuppad within none []
  %218 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %17) #8 [ "funclet"(token %217) ]
  cleanupret from %217 unwind label %219

219:                                              ; preds = %216, %123, %119, %117, %112, %103, %96, %94, %92, %90, %89, %87, %85, %83, %81, %78, %66, %64, %52, %44, %43, %41, %36, %33, %30, %27
  %220 = cleanuppad within none []
  %221 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8 [ "funclet"(token %220) ]
  cleanupret from %220 unwind label %222

222:                                              ; preds = %219, %0
  %223 = cleanuppad within none []
  %224 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8 [ "funclet"(token %223) ]
  cleanupret from %223 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = call ptr @malloc(i32 noundef 8) #9
  store ptr %4, ptr %3, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  store ptr %9, ptr %6, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0
  store ptr null, ptr %11, align 4
  ret ptr %5
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  store i32 %5, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 3
  store i32 %11, ptr %9, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  br label %12

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ]
  ret ptr %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(%struct.Vec2) align 4 %1) #2 comdat {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fcmp oeq float %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Vec2, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fcmp oeq float %12, %14
  br label %16

16:                                               ; preds = %10, %2
  %17 = phi i1 [ false, %2 ], [ %15, %10 ]
  ret i1 %17
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = add nsw i32 %12, 0
  %14 = add nsw i32 %11, %13
  %15 = add nsw i32 %10, %14
  %16 = add nsw i32 %9, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load float, ptr %4, align 4
  %7 = fadd float %6, 0.000000e+00
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  ret double %9
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store i32 %2, ptr %7, align 4
  store i16 %3, ptr %8, align 2
  %9 = load i32, ptr %5, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %9)
  %11 = load i8, ptr %6, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %12)
  %14 = load i32, ptr %7, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14)
  %16 = load i16, ptr %8, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  ret ptr @.str.18
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 4
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 4
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 2
  %10 = load ptr, ptr %9, align 4
  %11 = getelementptr inbounds %class.Function, ptr %4, i32 0, i32 0
  %12 = load ptr, ptr %11, align 4
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4
  ret ptr %15

16:                                               ; preds = %8
  %17 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca ptr, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store ptr %0, ptr %3, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0
  store ptr null, ptr %7, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1
  store ptr null, ptr %8, align 4
  %9 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2
  store ptr null, ptr %9, align 4
  %10 = call ptr @malloc(i32 noundef 1) #9
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %2)
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0
  store ptr %10, ptr %12, align 4
  %13 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %4) #8
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1
  store ptr %13, ptr %14, align 4
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #8
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2
  store ptr %15, ptr %16, align 4
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 4
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0
  %11 = load ptr, ptr %10, align 4
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %6, align 8
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 4
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 2
  %10 = load ptr, ptr %9, align 4
  %11 = getelementptr inbounds %class.Function.1, ptr %4, i32 0, i32 0
  %12 = load ptr, ptr %11, align 4
  invoke void %10(ptr noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load ptr, ptr %2, align 4
  ret ptr %15

16:                                               ; preds = %8
  %17 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %17) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret ptr %3

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4BirdD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.12
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr %1) unnamed_addr #1 comdat {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store ptr %1, ptr %7, align 4
  store ptr %0, ptr %4, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr null, ptr %9, align 4
  %10 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr null, ptr %10, align 4
  %11 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr null, ptr %11, align 4
  %12 = call ptr @malloc(i32 noundef 4) #9
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %13, i32 4, i1 false)
  %14 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr %12, ptr %14, align 4
  %15 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #8
  %16 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr %15, ptr %16, align 4
  %17 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #8
  %18 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr %17, ptr %18, align 4
  ret ptr %8
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %4, align 4
  call void @free(ptr noundef %7)
  ret void
}

declare void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %9, align 4
  %11 = getelementptr inbounds ptr, ptr %10, i64 0
  %12 = load ptr, ptr %11, align 4
  %13 = call noundef ptr %12(ptr noundef nonnull align 4 dereferenceable(8) %9) #8
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %15 = load ptr, ptr %14, align 4
  call void @free(ptr noundef %15)
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  store ptr null, ptr %16, align 4
  br label %17

17:                                               ; preds = %7, %1
  ret void
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 4
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10)
  ret double %11
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 4
  %10 = load ptr, ptr %6, align 4
  %11 = load double, ptr %7, align 8
  %12 = load double, ptr %8, align 8
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12)
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 4
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = load double, ptr %6, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %4, align 4
  call void @free(ptr noundef %7)
  ret void
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

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{}

; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Animal }, comdat, align 4
@_ZTI4Bird = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 4
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
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
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 4 %2)
  %28 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %115

29:                                               ; preds = %0
  %30 = call noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 4 dereferenceable(4) %28) #9
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %119

32:                                               ; preds = %29
  %33 = zext i1 %31 to i32
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %35 unwind label %119

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32
  %37 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %119

38:                                               ; preds = %35
  %39 = load ptr, ptr %37, align 4
  %40 = getelementptr inbounds ptr, ptr %39, i64 2
  %41 = load ptr, ptr %40, align 4
  %42 = invoke noundef ptr %41(ptr noundef nonnull align 4 dereferenceable(8) %37)
          to label %43 unwind label %119

43:                                               ; preds = %38
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33, i32 noundef %36, ptr noundef %42)
          to label %45 unwind label %119

45:                                               ; preds = %43
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %46 unwind label %119

46:                                               ; preds = %45
  %47 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2
  %52 = load i32, ptr %51, align 4
  %53 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, i32 noundef %50, i32 noundef %52)
          to label %54 unwind label %119

54:                                               ; preds = %46
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.arr, i32 12, i1 false)
  store ptr %7, ptr %8, align 4
  %55 = load ptr, ptr %8, align 4
  %56 = getelementptr inbounds [3 x i32], ptr %55, i32 0, i32 1
  store i32 50, ptr %56, align 4
  %57 = load ptr, ptr %8, align 4
  %58 = getelementptr inbounds [3 x i32], ptr %57, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = load ptr, ptr %8, align 4
  %63 = getelementptr inbounds [3 x i32], ptr %62, i32 0, i32 2
  %64 = load i32, ptr %63, align 4
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, i32 noundef %61, i32 noundef %64)
          to label %66 unwind label %119

66:                                               ; preds = %54
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.v, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.w, i32 8, i1 false)
  %67 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %68 unwind label %119

68:                                               ; preds = %66
  %69 = load float, ptr %67, align 4
  %70 = fadd float %69, 1.000000e+00
  store float %70, ptr %67, align 4
  %71 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1
  %75 = load float, ptr %74, align 4
  %76 = fpext float %75 to double
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0
  store float 2.500000e+00, ptr %77, align 4
  %78 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1
  store float 4.000000e+00, ptr %78, align 4
  %79 = load %struct.Vec2, ptr %11, align 4
  %80 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, %struct.Vec2 %79)
          to label %81 unwind label %119

81:                                               ; preds = %68
  %82 = zext i1 %80 to i32
  %83 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %84 unwind label %119

84:                                               ; preds = %81
  %85 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %73, double noundef %76, i32 noundef %82, i32 noundef %83)
          to label %86 unwind label %119

86:                                               ; preds = %84
  %87 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %88 unwind label %119

88:                                               ; preds = %86
  %89 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %90 unwind label %119

90:                                               ; preds = %88
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %87, double noundef %89)
          to label %92 unwind label %119

92:                                               ; preds = %90
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef zeroext 65, i32 noundef 3, i16 noundef signext -4)
          to label %93 unwind label %119

93:                                               ; preds = %92
  %94 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %95 unwind label %119

95:                                               ; preds = %93
  %96 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %97 unwind label %119

97:                                               ; preds = %95
  %98 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %99 unwind label %119

99:                                               ; preds = %97
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %94, ptr noundef %96, ptr noundef %98)
          to label %101 unwind label %119

101:                                              ; preds = %99
  %102 = call noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %103

103:                                              ; preds = %112, %101
  %104 = load i32, ptr %14, align 4
  %105 = icmp slt i32 %104, 4
  br i1 %105, label %106, label %123

106:                                              ; preds = %103
  %107 = load i32, ptr %14, align 4
  %108 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %107)
          to label %109 unwind label %119

109:                                              ; preds = %106
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %110, %108
  store i32 %111, ptr %13, align 4
  br label %112

112:                                              ; preds = %109
  %113 = load i32, ptr %14, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %14, align 4
  br label %103, !llvm.loop !6

115:                                              ; preds = %0
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %4, align 4
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %5, align 4
  br label %239

119:                                              ; preds = %134, %130, %128, %123, %106, %99, %97, %95, %93, %92, %90, %88, %86, %84, %81, %68, %66, %54, %46, %45, %43, %38, %35, %32, %29
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %4, align 4
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %5, align 4
  br label %237

123:                                              ; preds = %103
  %124 = load i32, ptr %13, align 4
  %125 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0
  %126 = load i32, ptr %125, align 4
  %127 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %124, i32 noundef %126)
          to label %128 unwind label %119

128:                                              ; preds = %123
  %129 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %130 unwind label %119

130:                                              ; preds = %128
  store i8 %129, ptr %15, align 1
  %131 = load i8, ptr %15, align 1
  %132 = zext i8 %131 to i32
  %133 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %132)
          to label %134 unwind label %119

134:                                              ; preds = %130
  store i32 4, ptr %16, align 4
  store { i32, i32 } { i32 8, i32 1 }, ptr %17, align 4
  store { i32, i32 } { i32 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i32), i32 0 }, ptr %18, align 4
  %135 = invoke noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19)
          to label %136 unwind label %119

136:                                              ; preds = %134
  store ptr %19, ptr %20, align 4
  %137 = load ptr, ptr %20, align 4
  %138 = load i32, ptr %16, align 4
  %139 = getelementptr inbounds i8, ptr %137, i32 %138
  %140 = load i32, ptr %139, align 4
  %141 = load ptr, ptr %20, align 4
  %142 = load { i32, i32 }, ptr %17, align 4
  %143 = extractvalue { i32, i32 } %142, 1
  %144 = ashr i32 %143, 1
  %145 = getelementptr inbounds i8, ptr %141, i32 %144
  %146 = extractvalue { i32, i32 } %142, 0
  %147 = and i32 %143, 1
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %149, label %153

149:                                              ; preds = %136
  %150 = load ptr, ptr %145, align 4
  %151 = getelementptr i8, ptr %150, i32 %146, !nosanitize !8
  %152 = load ptr, ptr %151, align 4, !nosanitize !8
  br label %155

153:                                              ; preds = %136
  %154 = inttoptr i32 %146 to ptr
  br label %155

155:                                              ; preds = %153, %149
  %156 = phi ptr [ %152, %149 ], [ %154, %153 ]
  %157 = invoke noundef ptr %156(ptr noundef nonnull align 4 dereferenceable(8) %145)
          to label %158 unwind label %170

158:                                              ; preds = %155
  %159 = load { i32, i32 }, ptr %18, align 4
  %160 = extractvalue { i32, i32 } %159, 1
  %161 = ashr i32 %160, 1
  %162 = getelementptr inbounds i8, ptr %19, i32 %161
  %163 = extractvalue { i32, i32 } %159, 0
  %164 = and i32 %160, 1
  %165 = icmp ne i32 %164, 0
  br i1 %165, label %166, label %174

166:                                              ; preds = %158
  %167 = load ptr, ptr %162, align 4
  %168 = getelementptr i8, ptr %167, i32 %163, !nosanitize !8
  %169 = load ptr, ptr %168, align 4, !nosanitize !8
  br label %176

170:                                              ; preds = %210, %204, %202, %200, %198, %181, %179, %176, %155
  %171 = landingpad { ptr, i32 }
          cleanup
  %172 = extractvalue { ptr, i32 } %171, 0
  store ptr %172, ptr %4, align 4
  %173 = extractvalue { ptr, i32 } %171, 1
  store i32 %173, ptr %5, align 4
  br label %235

174:                                              ; preds = %158
  %175 = inttoptr i32 %163 to ptr
  br label %176

176:                                              ; preds = %174, %166
  %177 = phi ptr [ %169, %166 ], [ %175, %174 ]
  %178 = invoke noundef i32 %177(ptr noundef nonnull align 4 dereferenceable(8) %162)
          to label %179 unwind label %170

179:                                              ; preds = %176
  %180 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %140, ptr noundef %157, i32 noundef %178)
          to label %181 unwind label %170

181:                                              ; preds = %179
  store i32 10, ptr %21, align 4
  %182 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0
  store i32 0, ptr %182, align 4
  %183 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1
  %184 = load i32, ptr %21, align 4
  store i32 %184, ptr %183, align 4
  %185 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %186 unwind label %170

186:                                              ; preds = %181
  %187 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0
  %188 = load i32, ptr %21, align 4
  store i32 %188, ptr %187, align 4
  %189 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1
  %190 = getelementptr inbounds [3 x i32], ptr %189, i32 0, i32 0
  br label %191

191:                                              ; preds = %191, %186
  %192 = phi i32 [ 0, %186 ], [ %196, %191 ]
  %193 = getelementptr inbounds i32, ptr %190, i32 %192
  %194 = getelementptr inbounds [3 x i32], ptr %7, i32 0, i32 %192
  %195 = load i32, ptr %194, align 4
  store i32 %195, ptr %193, align 4
  %196 = add nuw i32 %192, 1
  %197 = icmp eq i32 %196, 3
  br i1 %197, label %198, label %191

198:                                              ; preds = %191
  %199 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %200 unwind label %170

200:                                              ; preds = %198
  %201 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %202 unwind label %170

202:                                              ; preds = %200
  %203 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %199, i32 noundef %201)
          to label %204 unwind label %170

204:                                              ; preds = %202
  %205 = call noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 4 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %206 unwind label %170

206:                                              ; preds = %204
  %207 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %208 unwind label %225

208:                                              ; preds = %206
  %209 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %210 unwind label %225

210:                                              ; preds = %208
  %211 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9
  %212 = invoke noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 4 dereferenceable(12) %26)
          to label %213 unwind label %170

213:                                              ; preds = %210
  %214 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0
  %215 = load i32, ptr %214, align 4
  %216 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %217 unwind label %230

217:                                              ; preds = %213
  %218 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %215, double noundef %216)
          to label %219 unwind label %230

219:                                              ; preds = %217
  store i32 0, ptr %1, align 4
  %220 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9
  %221 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9
  %222 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  %223 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  %224 = load i32, ptr %1, align 4
  ret i32 %224

225:                                              ; preds = %208, %206
  %226 = landingpad { ptr, i32 }
          cleanup
  %227 = extractvalue { ptr, i32 } %226, 0
  store ptr %227, ptr %4, align 4
  %228 = extractvalue { ptr, i32 } %226, 1
  store i32 %228, ptr %5, align 4
  %229 = call noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %25) #9
  br label %235

230:                                              ; preds = %217, %213
  %231 = landingpad { ptr, i32 }
          cleanup
  %232 = extractvalue { ptr, i32 } %231, 0
  store ptr %232, ptr %4, align 4
  %233 = extractvalue { ptr, i32 } %231, 1
  store i32 %233, ptr %5, align 4
  %234 = call noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #9
  br label %235

235:                                              ; preds = %230, %225, %170
  %236 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19) #9
  br label %237

237:                                              ; preds = %235, %119
  %238 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %239

239:                                              ; preds = %237, %115
  %240 = call noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #9
  br label %241

241:                                              ; preds = %239
  %242 = load ptr, ptr %4, align 4
  %243 = load i32, ptr %5, align 4
  %244 = insertvalue { ptr, i32 } poison, ptr %242, 0
  %245 = insertvalue { ptr, i32 } %244, i32 %243, 1
  resume { ptr, i32 } %245
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 4 %0) #1 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = call ptr @malloc(i32 noundef 8) #10
  store ptr %4, ptr %3, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %7 = call noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 {
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
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, %struct.Vec2 %1) #2 comdat align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 4
  %5 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %6 = extractvalue %struct.Vec2 %1, 0
  store float %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %8 = extractvalue %struct.Vec2 %1, 1
  store float %8, ptr %7, align 4
  store ptr %0, ptr %4, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = fcmp oeq float %11, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Vec2, ptr %9, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fcmp oeq float %17, %19
  br label %21

21:                                               ; preds = %15, %2
  %22 = phi i1 [ false, %2 ], [ %20, %15 ]
  ret i1 %22
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_Z3fibi(i32 noundef %0) #1 comdat {
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
define linkonce_odr dso_local noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat {
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
define linkonce_odr dso_local noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 comdat {
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
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef zeroext %1, i32 noundef %2, i16 noundef signext %3) #1 comdat {
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
  %12 = zext i8 %11 to i32
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
define linkonce_odr dso_local noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  ret ptr @.str.18
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7DoublerC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 comdat {
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
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4BirdC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
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
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN5AccumC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 4 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.3, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 4
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %9 = load [1 x i32], ptr %8, align 4
  %10 = call noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef ptr @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 {
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
  %10 = call ptr @malloc(i32 noundef 1) #10
  %11 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %2)
  %12 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 0
  store ptr %10, ptr %12, align 4
  %13 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %4) #9
  %14 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 1
  store ptr %13, ptr %14, align 4
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function.1, ptr %6, i32 0, i32 2
  store ptr %15, ptr %16, align 4
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret ptr %3

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  call void @__clang_call_terminate(ptr %7) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6AnimalC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4BirdD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4BirdD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN6AnimalD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #9
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.12
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull returned align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  store [1 x i32] %1, ptr %7, align 4
  store ptr %0, ptr %4, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr null, ptr %9, align 4
  %10 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr null, ptr %10, align 4
  %11 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr null, ptr %11, align 4
  %12 = call ptr @malloc(i32 noundef 4) #10
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %3)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %12, ptr align 4 %13, i32 4, i1 false)
  %14 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 0
  store ptr %12, ptr %14, align 4
  %15 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 1
  store ptr %15, ptr %16, align 4
  %17 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %18 = getelementptr inbounds %class.Function, ptr %8, i32 0, i32 2
  store ptr %17, ptr %18, align 4
  ret ptr %8
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 4 dereferenceable(4) %0) #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
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
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat align 2 {
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
  %13 = call noundef ptr %12(ptr noundef nonnull align 4 dereferenceable(8) %9) #9
  %14 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %15 = load ptr, ptr %14, align 4
  call void @free(ptr noundef %15)
  %16 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  store ptr null, ptr %16, align 4
  br label %17

17:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
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
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: mustprogress noinline optnone
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 {
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
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 {
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
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
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
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 {
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{}

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
@_ZTV4Bird = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Bird, ptr @_ZN4BirdD2Ev, ptr @_ZN4BirdD0Ev, ptr @_ZNK4Bird5soundEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Bird = linkonce_odr dso_local constant [6 x i8] c"4Bird\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Animal }, comdat, align 8
@_ZTI4Bird = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Bird, ptr @_ZTI6Animal }, comdat, align 8
@_ZTV6Animal = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Animal, ptr @_ZN6AnimalD2Ev, ptr @_ZN6AnimalD0Ev, ptr @_ZNK6Animal5soundEv] }, comdat, align 8
@.str.12 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"tweet\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"positive int\00", align 1
@.str.17 = private unnamed_addr constant [17 x i8] c"non-positive int\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"other\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
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
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind writable sret(%class.Owner) align 8 %2)
  %28 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %29 unwind label %113

29:                                               ; preds = %0
  call void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %28) #9
  %30 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %31 unwind label %117

31:                                               ; preds = %29
  %32 = zext i1 %30 to i32
  %33 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %34 unwind label %117

34:                                               ; preds = %31
  %35 = zext i1 %33 to i32
  %36 = invoke noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %37 unwind label %117

37:                                               ; preds = %34
  %38 = load ptr, ptr %36, align 8
  %39 = getelementptr inbounds ptr, ptr %38, i64 2
  %40 = load ptr, ptr %39, align 8
  %41 = invoke noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(12) %36)
          to label %42 unwind label %117

42:                                               ; preds = %37
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %35, ptr noundef %41)
          to label %44 unwind label %117

44:                                               ; preds = %42
  invoke void @_ZL10make_pointi(ptr dead_on_unwind writable sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %45 unwind label %117

45:                                               ; preds = %44
  %46 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 0
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 1
  %49 = load i32, ptr %48, align 4
  %50 = getelementptr inbounds %struct.Point3, ptr %6, i32 0, i32 2
  %51 = load i32, ptr %50, align 4
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51)
          to label %53 unwind label %117

53:                                               ; preds = %45
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.arr, i64 12, i1 false)
  store ptr %7, ptr %8, align 8
  %54 = load ptr, ptr %8, align 8
  %55 = getelementptr inbounds [3 x i32], ptr %54, i64 0, i64 1
  store i32 50, ptr %55, align 4
  %56 = load ptr, ptr %8, align 8
  %57 = getelementptr inbounds [3 x i32], ptr %56, i64 0, i64 0
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 1
  %60 = load i32, ptr %59, align 4
  %61 = load ptr, ptr %8, align 8
  %62 = getelementptr inbounds [3 x i32], ptr %61, i64 0, i64 2
  %63 = load i32, ptr %62, align 4
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60, i32 noundef %63)
          to label %65 unwind label %117

65:                                               ; preds = %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.v, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.w, i64 8, i1 false)
  %66 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %67 unwind label %117

67:                                               ; preds = %65
  %68 = load float, ptr %66, align 4
  %69 = fadd float %68, 1.000000e+00
  store float %69, ptr %66, align 4
  %70 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 0
  %71 = load float, ptr %70, align 4
  %72 = fpext float %71 to double
  %73 = getelementptr inbounds %struct.Vec2, ptr %10, i32 0, i32 1
  %74 = load float, ptr %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 0
  store float 2.500000e+00, ptr %76, align 4
  %77 = getelementptr inbounds %struct.Vec2, ptr %11, i32 0, i32 1
  store float 4.000000e+00, ptr %77, align 4
  %78 = load i64, ptr %11, align 4
  %79 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %9, i64 %78)
          to label %80 unwind label %117

80:                                               ; preds = %67
  %81 = zext i1 %79 to i32
  %82 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %83 unwind label %117

83:                                               ; preds = %80
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %72, double noundef %75, i32 noundef %81, i32 noundef %82)
          to label %85 unwind label %117

85:                                               ; preds = %83
  %86 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %87 unwind label %117

87:                                               ; preds = %85
  %88 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %89 unwind label %117

89:                                               ; preds = %87
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %86, double noundef %88)
          to label %91 unwind label %117

91:                                               ; preds = %89
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef 65, i32 noundef 3, i16 noundef -4)
          to label %92 unwind label %117

92:                                               ; preds = %91
  %93 = invoke noundef ptr @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %94 unwind label %117

94:                                               ; preds = %92
  %95 = invoke noundef ptr @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %96 unwind label %117

96:                                               ; preds = %94
  %97 = invoke noundef ptr @_Z8describeIPKcES1_T_(ptr noundef @.str.6)
          to label %98 unwind label %117

98:                                               ; preds = %96
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %93, ptr noundef %95, ptr noundef %97)
          to label %100 unwind label %117

100:                                              ; preds = %98
  call void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #9
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %101

101:                                              ; preds = %110, %100
  %102 = load i32, ptr %14, align 4
  %103 = icmp slt i32 %102, 4
  br i1 %103, label %104, label %121

104:                                              ; preds = %101
  %105 = load i32, ptr %14, align 4
  %106 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %105)
          to label %107 unwind label %117

107:                                              ; preds = %104
  %108 = load i32, ptr %13, align 4
  %109 = add nsw i32 %108, %106
  store i32 %109, ptr %13, align 4
  br label %110

110:                                              ; preds = %107
  %111 = load i32, ptr %14, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %14, align 4
  br label %101, !llvm.loop !5

113:                                              ; preds = %0
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %4, align 8
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %5, align 4
  br label %227

117:                                              ; preds = %132, %128, %126, %121, %104, %98, %96, %94, %92, %91, %89, %87, %85, %83, %80, %67, %65, %53, %45, %44, %42, %37, %34, %31, %29
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  store ptr %119, ptr %4, align 8
  %120 = extractvalue { ptr, i32 } %118, 1
  store i32 %120, ptr %5, align 4
  br label %226

121:                                              ; preds = %101
  %122 = load i32, ptr %13, align 4
  %123 = getelementptr inbounds %struct.Counter, ptr %12, i32 0, i32 0
  %124 = load i32, ptr %123, align 4
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %122, i32 noundef %124)
          to label %126 unwind label %117

126:                                              ; preds = %121
  %127 = invoke noundef i8 @_Zor5ColorS_(i8 noundef 1, i8 noundef 4)
          to label %128 unwind label %117

128:                                              ; preds = %126
  store i8 %127, ptr %15, align 1
  %129 = load i8, ptr %15, align 1
  %130 = zext i8 %129 to i32
  %131 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %130)
          to label %132 unwind label %117

132:                                              ; preds = %128
  store i64 8, ptr %16, align 8
  store { i64, i64 } { i64 17, i64 0 }, ptr %17, align 8
  store { i64, i64 } { i64 ptrtoint (ptr @_ZNK6Animal10twice_legsEv to i64), i64 0 }, ptr %18, align 8
  invoke void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19)
          to label %133 unwind label %117

133:                                              ; preds = %132
  store ptr %19, ptr %20, align 8
  %134 = load ptr, ptr %20, align 8
  %135 = load i64, ptr %16, align 8
  %136 = getelementptr inbounds i8, ptr %134, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = load ptr, ptr %20, align 8
  %139 = load { i64, i64 }, ptr %17, align 8
  %140 = extractvalue { i64, i64 } %139, 1
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = extractvalue { i64, i64 } %139, 0
  %143 = and i64 %142, 1
  %144 = icmp ne i64 %143, 0
  br i1 %144, label %145, label %150

145:                                              ; preds = %133
  %146 = load ptr, ptr %141, align 8
  %147 = sub i64 %142, 1
  %148 = getelementptr i8, ptr %146, i64 %147, !nosanitize !7
  %149 = load ptr, ptr %148, align 8, !nosanitize !7
  br label %152

150:                                              ; preds = %133
  %151 = inttoptr i64 %142 to ptr
  br label %152

152:                                              ; preds = %150, %145
  %153 = phi ptr [ %149, %145 ], [ %151, %150 ]
  %154 = invoke noundef ptr %153(ptr noundef nonnull align 8 dereferenceable(12) %141)
          to label %155 unwind label %167

155:                                              ; preds = %152
  %156 = load { i64, i64 }, ptr %18, align 8
  %157 = extractvalue { i64, i64 } %156, 1
  %158 = getelementptr inbounds i8, ptr %19, i64 %157
  %159 = extractvalue { i64, i64 } %156, 0
  %160 = and i64 %159, 1
  %161 = icmp ne i64 %160, 0
  br i1 %161, label %162, label %171

162:                                              ; preds = %155
  %163 = load ptr, ptr %158, align 8
  %164 = sub i64 %159, 1
  %165 = getelementptr i8, ptr %163, i64 %164, !nosanitize !7
  %166 = load ptr, ptr %165, align 8, !nosanitize !7
  br label %173

167:                                              ; preds = %206, %201, %199, %197, %195, %178, %176, %173, %152
  %168 = landingpad { ptr, i32 }
          cleanup
  %169 = extractvalue { ptr, i32 } %168, 0
  store ptr %169, ptr %4, align 8
  %170 = extractvalue { ptr, i32 } %168, 1
  store i32 %170, ptr %5, align 4
  br label %225

171:                                              ; preds = %155
  %172 = inttoptr i64 %159 to ptr
  br label %173

173:                                              ; preds = %171, %162
  %174 = phi ptr [ %166, %162 ], [ %172, %171 ]
  %175 = invoke noundef i32 %174(ptr noundef nonnull align 8 dereferenceable(12) %158)
          to label %176 unwind label %167

176:                                              ; preds = %173
  %177 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %137, ptr noundef %154, i32 noundef %175)
          to label %178 unwind label %167

178:                                              ; preds = %176
  store i32 10, ptr %21, align 4
  %179 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 0
  store i32 0, ptr %179, align 4
  %180 = getelementptr inbounds %class.anon, ptr %22, i32 0, i32 1
  %181 = load i32, ptr %21, align 4
  store i32 %181, ptr %180, align 4
  %182 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %183 unwind label %167

183:                                              ; preds = %178
  %184 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 0
  %185 = load i32, ptr %21, align 4
  store i32 %185, ptr %184, align 4
  %186 = getelementptr inbounds %class.anon.0, ptr %23, i32 0, i32 1
  %187 = getelementptr inbounds [3 x i32], ptr %186, i64 0, i64 0
  br label %188

188:                                              ; preds = %188, %183
  %189 = phi i64 [ 0, %183 ], [ %193, %188 ]
  %190 = getelementptr inbounds i32, ptr %187, i64 %189
  %191 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 %189
  %192 = load i32, ptr %191, align 4
  store i32 %192, ptr %190, align 4
  %193 = add nuw i64 %189, 1
  %194 = icmp eq i64 %193, 3
  br i1 %194, label %195, label %188

195:                                              ; preds = %188
  %196 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %22)
          to label %197 unwind label %167

197:                                              ; preds = %195
  %198 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %23)
          to label %199 unwind label %167

199:                                              ; preds = %197
  %200 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %196, i32 noundef %198)
          to label %201 unwind label %167

201:                                              ; preds = %199
  call void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %24) #9
  invoke void @_ZN5Accum5adderEv(ptr dead_on_unwind writable sret(%class.Function) align 8 %25, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %202 unwind label %167

202:                                              ; preds = %201
  %203 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 5)
          to label %204 unwind label %217

204:                                              ; preds = %202
  %205 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %25, i32 noundef 6)
          to label %206 unwind label %217

206:                                              ; preds = %204
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9
  %207 = getelementptr inbounds %class.anon.2, ptr %27, i32 0, i32 0
  %208 = load i8, ptr %207, align 1
  invoke void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %26, i8 %208)
          to label %209 unwind label %167

209:                                              ; preds = %206
  %210 = getelementptr inbounds %struct.Accum, ptr %24, i32 0, i32 0
  %211 = load i32, ptr %210, align 4
  %212 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %213 unwind label %221

213:                                              ; preds = %209
  %214 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %211, double noundef %212)
          to label %215 unwind label %221

215:                                              ; preds = %213
  store i32 0, ptr %1, align 4
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9
  %216 = load i32, ptr %1, align 4
  ret i32 %216

217:                                              ; preds = %204, %202
  %218 = landingpad { ptr, i32 }
          cleanup
  %219 = extractvalue { ptr, i32 } %218, 0
  store ptr %219, ptr %4, align 8
  %220 = extractvalue { ptr, i32 } %218, 1
  store i32 %220, ptr %5, align 4
  call void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %25) #9
  br label %225

221:                                              ; preds = %213, %209
  %222 = landingpad { ptr, i32 }
          cleanup
  %223 = extractvalue { ptr, i32 } %222, 0
  store ptr %223, ptr %4, align 8
  %224 = extractvalue { ptr, i32 } %222, 1
  store i32 %224, ptr %5, align 4
  call void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %26) #9
  br label %225

225:                                              ; preds = %221, %217, %167
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19) #9
  br label %226

226:                                              ; preds = %225, %117
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %227

227:                                              ; preds = %226, %113
  call void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #9
  br label %228

228:                                              ; preds = %227
  %229 = load ptr, ptr %4, align 8
  %230 = load i32, ptr %5, align 4
  %231 = insertvalue { ptr, i32 } poison, ptr %229, 0
  %232 = insertvalue { ptr, i32 } %231, i32 %230, 1
  resume { ptr, i32 } %232
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(ptr dead_on_unwind noalias writable sret(%class.Owner) align 8 %0) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = call ptr @malloc(i64 noundef 16) #10
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  call void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5)
  call void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EOS1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Owner, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %class.Owner, ptr %10, i32 0, i32 0
  store ptr null, ptr %11, align 8
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5OwnerI4BirdEptEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL10make_pointi(ptr dead_on_unwind noalias writable sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %4, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.Point3, ptr %0, i32 0, i32 2
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN4Vec2ixEi(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec2eqES_(ptr noundef nonnull align 4 dereferenceable(8) %0, i64 %1) #2 comdat align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca ptr, align 8
  store i64 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fcmp oeq float %7, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Vec2, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds %struct.Vec2, ptr %3, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fcmp oeq float %13, %15
  br label %17

17:                                               ; preds = %11, %2
  %18 = phi i1 [ false, %2 ], [ %16, %11 ]
  ret i1 %18
}

; Function Attrs: mustprogress noinline optnone uwtable
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef %1, i32 noundef %2, i16 noundef %3) #1 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIiEPKcT_(i32 noundef %0) #2 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @.str.16, ptr @.str.17
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIdEPKcT_(double noundef %0) #2 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  ret ptr @.str.18
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z8describeIPKcES1_T_(ptr noundef %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret ptr @.str.19
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DoublerC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN7CounterI7DoublerE3runEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8 @_Zor5ColorS_(i8 noundef %0, i8 noundef %1) #2 comdat {
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Animal10twice_legsEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Bird, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds %class.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(ptr noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], ptr %7, i64 0, i64 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5AccumC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Accum, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5Accum5adderEv(ptr dead_on_unwind noalias writable sret(%class.Function) align 8 %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.3, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  store ptr %6, ptr %7, align 8
  %8 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = ptrtoint ptr %9 to i64
  call void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK8FunctionIFiiEEclEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %class.Function, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %4, align 4
  %11 = call noundef i32 %7(ptr noundef %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.Function, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 %1) unnamed_addr #1 align 2 {
  %3 = alloca %class.anon.2, align 1
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.8, align 1
  %6 = alloca %class.anon.10, align 1
  %7 = getelementptr inbounds %class.anon.2, ptr %3, i32 0, i32 0
  store i8 %1, ptr %7, align 1
  store ptr %0, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0
  store ptr null, ptr %9, align 8
  %10 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1
  store ptr null, ptr %10, align 8
  %11 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2
  store ptr null, ptr %11, align 8
  %12 = call ptr @malloc(i64 noundef 1) #10
  %13 = call noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %3)
  %14 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 0
  store ptr %12, ptr %14, align 8
  %15 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %16 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 1
  store ptr %15, ptr %16, align 8
  %17 = call noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %18 = getelementptr inbounds %class.Function.1, ptr %8, i32 0, i32 2
  store ptr %17, ptr %18, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK8FunctionIFdddEEclEdd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.Function.1, ptr %7, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = load double, ptr %5, align 8
  %13 = load double, ptr %6, align 8
  %14 = call noundef double %9(ptr noundef %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFdddEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %class.Function.1, ptr %3, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  invoke void %9(ptr noundef %11)
          to label %12 unwind label %14

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %1
  ret void

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  invoke void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  call void @__clang_call_terminate(ptr %7) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterI7DoublerEC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  store i32 0, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Animal, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Animal, ptr %3, i32 0, i32 1
  store i32 4, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BirdD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BirdD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Bird5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6AnimalD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Animal5soundEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.12
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %class.anon.3, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, ptr %3, i32 0, i32 0
  %8 = inttoptr i64 %1 to ptr
  store ptr %8, ptr %7, align 8
  store ptr %0, ptr %4, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0
  store ptr null, ptr %10, align 8
  %11 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1
  store ptr null, ptr %11, align 8
  %12 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2
  store ptr null, ptr %12, align 8
  %13 = call ptr @malloc(i64 noundef 8) #10
  %14 = call noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 8, i1 false)
  %15 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 0
  store ptr %13, ptr %15, align 8
  %16 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %5) #9
  %17 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 1
  store ptr %16, ptr %17, align 8
  %18 = call noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %6) #9
  %19 = getelementptr inbounds %class.Function, ptr %9, i32 0, i32 2
  store ptr %18, ptr %19, align 8
  ret void
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(ptr noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %class.anon.4, align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef %6, i32 noundef %7)
  ret i32 %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i32 noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9)
  ret i32 %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.anon.3, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %4, align 4
  %9 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(ptr noundef %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.6, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %7)
  ret void
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdEC2EPS0_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Owner, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OwnerI4BirdE5resetEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %16

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %10, i64 0
  %12 = load ptr, ptr %11, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(12) %9) #9
  %13 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %14)
  %15 = getelementptr inbounds %class.Owner, ptr %3, i32 0, i32 0
  store ptr null, ptr %15, align 8
  br label %16

16:                                               ; preds = %7, %1
  ret void
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
define linkonce_odr dso_local noundef i32 @_ZN7Doubler4stepEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 1 dereferenceable(1) ptr @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(ptr noundef %0, double noundef %1, double noundef %2) #1 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca %class.anon.8, align 1
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, double noundef %9, double noundef %10)
  ret double %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load double, ptr %7, align 8
  %12 = load double, ptr %8, align 8
  %13 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef %11, double noundef %12)
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(ptr noundef %0) #1 align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca %class.anon.10, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1) #1 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %7)
  ret void
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{}

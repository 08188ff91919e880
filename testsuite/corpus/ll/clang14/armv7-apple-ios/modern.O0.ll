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
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
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
  call void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* sret(%class.Owner) align 4 %2)
  %28 = invoke noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %29 unwind label %121

29:                                               ; preds = %0
  %30 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC1EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3, %class.Owner* noundef nonnull align 4 dereferenceable(4) %28) #10
  %31 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2)
          to label %32 unwind label %125

32:                                               ; preds = %29
  %33 = zext i1 %31 to i32
  %34 = invoke noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %35 unwind label %125

35:                                               ; preds = %32
  %36 = zext i1 %34 to i32
  %37 = invoke noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %38 unwind label %125

38:                                               ; preds = %35
  %39 = bitcast %struct.Bird* %37 to i8* (%struct.Bird*)***
  %40 = load i8* (%struct.Bird*)**, i8* (%struct.Bird*)*** %39, align 4
  %41 = getelementptr inbounds i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %40, i64 2
  %42 = load i8* (%struct.Bird*)*, i8* (%struct.Bird*)** %41, align 4
  %43 = invoke noundef i8* %42(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %37)
          to label %44 unwind label %125

44:                                               ; preds = %38
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %33, i32 noundef %36, i8* noundef %43)
          to label %46 unwind label %125

46:                                               ; preds = %44
  invoke void @_ZL10make_pointi(%struct.Point3* sret(%struct.Point3) align 4 %6, i32 noundef 7)
          to label %47 unwind label %125

47:                                               ; preds = %46
  %48 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 0
  %49 = load i32, i32* %48, align 4
  %50 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = getelementptr inbounds %struct.Point3, %struct.Point3* %6, i32 0, i32 2
  %53 = load i32, i32* %52, align 4
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %49, i32 noundef %51, i32 noundef %53)
          to label %55 unwind label %125

55:                                               ; preds = %47
  %56 = bitcast [3 x i32]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %56, i8* align 4 bitcast ([3 x i32]* @__const.main.arr to i8*), i32 12, i1 false)
  store [3 x i32]* %7, [3 x i32]** %8, align 4
  %57 = load [3 x i32]*, [3 x i32]** %8, align 4
  %58 = getelementptr inbounds [3 x i32], [3 x i32]* %57, i32 0, i32 1
  store i32 50, i32* %58, align 4
  %59 = load [3 x i32]*, [3 x i32]** %8, align 4
  %60 = getelementptr inbounds [3 x i32], [3 x i32]* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4
  %62 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = load [3 x i32]*, [3 x i32]** %8, align 4
  %65 = getelementptr inbounds [3 x i32], [3 x i32]* %64, i32 0, i32 2
  %66 = load i32, i32* %65, align 4
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %61, i32 noundef %63, i32 noundef %66)
          to label %68 unwind label %125

68:                                               ; preds = %55
  %69 = bitcast %struct.Vec2* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %69, i8* align 4 bitcast (%struct.Vec2* @__const.main.v to i8*), i32 8, i1 false)
  %70 = bitcast %struct.Vec2* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %70, i8* align 4 bitcast (%struct.Vec2* @__const.main.w to i8*), i32 8, i1 false)
  %71 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %72 unwind label %125

72:                                               ; preds = %68
  %73 = load float, float* %71, align 4
  %74 = fadd float %73, 1.000000e+00
  store float %74, float* %71, align 4
  %75 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 0
  %76 = load float, float* %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %10, i32 0, i32 1
  %79 = load float, float* %78, align 4
  %80 = fpext float %79 to double
  %81 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 0
  store float 2.500000e+00, float* %81, align 4
  %82 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %11, i32 0, i32 1
  store float 4.000000e+00, float* %82, align 4
  %83 = bitcast %struct.Vec2* %11 to [2 x i32]*
  %84 = load [2 x i32], [2 x i32]* %83, align 4
  %85 = invoke noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %9, [2 x i32] %84)
          to label %86 unwind label %125

86:                                               ; preds = %72
  %87 = zext i1 %85 to i32
  %88 = invoke noundef i32 @_Z3fibi(i32 noundef 15)
          to label %89 unwind label %125

89:                                               ; preds = %86
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.3, i32 0, i32 0), double noundef %77, double noundef %80, i32 noundef %87, i32 noundef %88)
          to label %91 unwind label %125

91:                                               ; preds = %89
  %92 = invoke noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
          to label %93 unwind label %125

93:                                               ; preds = %91
  %94 = invoke noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef 1.500000e+00, float noundef 2.250000e+00)
          to label %95 unwind label %125

95:                                               ; preds = %93
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %92, double noundef %94)
          to label %97 unwind label %125

97:                                               ; preds = %95
  invoke void @_Z9print_allIJiclsEEvDpT_(i32 noundef 1, i8 noundef signext 65, i32 noundef 3, i16 noundef signext -4)
          to label %98 unwind label %125

98:                                               ; preds = %97
  %99 = invoke noundef i8* @_Z8describeIiEPKcT_(i32 noundef 3)
          to label %100 unwind label %125

100:                                              ; preds = %98
  %101 = invoke noundef i8* @_Z8describeIdEPKcT_(double noundef 2.000000e+00)
          to label %102 unwind label %125

102:                                              ; preds = %100
  %103 = invoke noundef i8* @_Z8describeIPKcES1_T_(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0))
          to label %104 unwind label %125

104:                                              ; preds = %102
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0), i8* noundef %99, i8* noundef %101, i8* noundef %103)
          to label %106 unwind label %125

106:                                              ; preds = %104
  %107 = call noundef %struct.Doubler* @_ZN7DoublerC1Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %12) #10
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %108

108:                                              ; preds = %118, %106
  %109 = load i32, i32* %14, align 4
  %110 = icmp slt i32 %109, 4
  br i1 %110, label %111, label %129

111:                                              ; preds = %108
  %112 = bitcast %struct.Doubler* %12 to %struct.Counter*
  %113 = load i32, i32* %14, align 4
  %114 = invoke noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %112, i32 noundef %113)
          to label %115 unwind label %125

115:                                              ; preds = %111
  %116 = load i32, i32* %13, align 4
  %117 = add nsw i32 %116, %114
  store i32 %117, i32* %13, align 4
  br label %118

118:                                              ; preds = %115
  %119 = load i32, i32* %14, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* %14, align 4
  br label %108, !llvm.loop !9

121:                                              ; preds = %0
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %4, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %5, align 4
  br label %258

125:                                              ; preds = %141, %137, %135, %129, %111, %104, %102, %100, %98, %97, %95, %93, %91, %89, %86, %72, %68, %55, %47, %46, %44, %38, %35, %32, %29
  %126 = landingpad { i8*, i32 }
          cleanup
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %4, align 4
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %5, align 4
  br label %256

129:                                              ; preds = %108
  %130 = load i32, i32* %13, align 4
  %131 = bitcast %struct.Doubler* %12 to %struct.Counter*
  %132 = getelementptr inbounds %struct.Counter, %struct.Counter* %131, i32 0, i32 0
  %133 = load i32, i32* %132, align 4
  %134 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %130, i32 noundef %133)
          to label %135 unwind label %125

135:                                              ; preds = %129
  %136 = invoke noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext 1, i8 noundef zeroext 4)
          to label %137 unwind label %125

137:                                              ; preds = %135
  store i8 %136, i8* %15, align 1
  %138 = load i8, i8* %15, align 1
  %139 = zext i8 %138 to i32
  %140 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.8, i32 0, i32 0), i32 noundef %139)
          to label %141 unwind label %125

141:                                              ; preds = %137
  store i32 4, i32* %16, align 4
  store { i32, i32 } { i32 8, i32 1 }, { i32, i32 }* %17, align 4
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Animal*)* @_ZNK6Animal10twice_legsEv to i32), i32 0 }, { i32, i32 }* %18, align 4
  %142 = invoke noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19)
          to label %143 unwind label %125

143:                                              ; preds = %141
  %144 = bitcast %struct.Bird* %19 to %struct.Animal*
  store %struct.Animal* %144, %struct.Animal** %20, align 4
  %145 = load %struct.Animal*, %struct.Animal** %20, align 4
  %146 = load i32, i32* %16, align 4
  %147 = bitcast %struct.Animal* %145 to i8*
  %148 = getelementptr inbounds i8, i8* %147, i32 %146
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4
  %151 = load %struct.Animal*, %struct.Animal** %20, align 4
  %152 = load { i32, i32 }, { i32, i32 }* %17, align 4
  %153 = extractvalue { i32, i32 } %152, 1
  %154 = ashr i32 %153, 1
  %155 = bitcast %struct.Animal* %151 to i8*
  %156 = getelementptr inbounds i8, i8* %155, i32 %154
  %157 = bitcast i8* %156 to %struct.Animal*
  %158 = extractvalue { i32, i32 } %152, 0
  %159 = and i32 %153, 1
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %167

161:                                              ; preds = %143
  %162 = bitcast %struct.Animal* %157 to i8**
  %163 = load i8*, i8** %162, align 4
  %164 = getelementptr i8, i8* %163, i32 %158, !nosanitize !11
  %165 = bitcast i8* %164 to i8* (%struct.Animal*)**, !nosanitize !11
  %166 = load i8* (%struct.Animal*)*, i8* (%struct.Animal*)** %165, align 4, !nosanitize !11
  br label %169

167:                                              ; preds = %143
  %168 = inttoptr i32 %158 to i8* (%struct.Animal*)*
  br label %169

169:                                              ; preds = %167, %161
  %170 = phi i8* (%struct.Animal*)* [ %166, %161 ], [ %168, %167 ]
  %171 = invoke noundef i8* %170(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %157)
          to label %172 unwind label %189

172:                                              ; preds = %169
  %173 = bitcast %struct.Bird* %19 to %struct.Animal*
  %174 = load { i32, i32 }, { i32, i32 }* %18, align 4
  %175 = extractvalue { i32, i32 } %174, 1
  %176 = ashr i32 %175, 1
  %177 = bitcast %struct.Animal* %173 to i8*
  %178 = getelementptr inbounds i8, i8* %177, i32 %176
  %179 = bitcast i8* %178 to %struct.Animal*
  %180 = extractvalue { i32, i32 } %174, 0
  %181 = and i32 %175, 1
  %182 = icmp ne i32 %181, 0
  br i1 %182, label %183, label %193

183:                                              ; preds = %172
  %184 = bitcast %struct.Animal* %179 to i8**
  %185 = load i8*, i8** %184, align 4
  %186 = getelementptr i8, i8* %185, i32 %180, !nosanitize !11
  %187 = bitcast i8* %186 to i32 (%struct.Animal*)**, !nosanitize !11
  %188 = load i32 (%struct.Animal*)*, i32 (%struct.Animal*)** %187, align 4, !nosanitize !11
  br label %195

189:                                              ; preds = %229, %223, %221, %219, %217, %200, %198, %195, %169
  %190 = landingpad { i8*, i32 }
          cleanup
  %191 = extractvalue { i8*, i32 } %190, 0
  store i8* %191, i8** %4, align 4
  %192 = extractvalue { i8*, i32 } %190, 1
  store i32 %192, i32* %5, align 4
  br label %254

193:                                              ; preds = %172
  %194 = inttoptr i32 %180 to i32 (%struct.Animal*)*
  br label %195

195:                                              ; preds = %193, %183
  %196 = phi i32 (%struct.Animal*)* [ %188, %183 ], [ %194, %193 ]
  %197 = invoke noundef i32 %196(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %179)
          to label %198 unwind label %189

198:                                              ; preds = %195
  %199 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %150, i8* noundef %171, i32 noundef %197)
          to label %200 unwind label %189

200:                                              ; preds = %198
  store i32 10, i32* %21, align 4
  %201 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 0
  store i32 0, i32* %201, align 4
  %202 = getelementptr inbounds %class.anon, %class.anon* %22, i32 0, i32 1
  %203 = load i32, i32* %21, align 4
  store i32 %203, i32* %202, align 4
  %204 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %205 unwind label %189

205:                                              ; preds = %200
  %206 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 0
  %207 = load i32, i32* %21, align 4
  store i32 %207, i32* %206, align 4
  %208 = getelementptr inbounds %class.anon.0, %class.anon.0* %23, i32 0, i32 1
  %209 = getelementptr inbounds [3 x i32], [3 x i32]* %208, i32 0, i32 0
  br label %210

210:                                              ; preds = %210, %205
  %211 = phi i32 [ 0, %205 ], [ %215, %210 ]
  %212 = getelementptr inbounds i32, i32* %209, i32 %211
  %213 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 %211
  %214 = load i32, i32* %213, align 4
  store i32 %214, i32* %212, align 4
  %215 = add nuw i32 %211, 1
  %216 = icmp eq i32 %215, 3
  br i1 %216, label %217, label %210

217:                                              ; preds = %210
  %218 = invoke noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %22)
          to label %219 unwind label %189

219:                                              ; preds = %217
  %220 = invoke noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %23)
          to label %221 unwind label %189

221:                                              ; preds = %219
  %222 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i32 noundef %218, i32 noundef %220)
          to label %223 unwind label %189

223:                                              ; preds = %221
  %224 = call noundef %struct.Accum* @_ZN5AccumC1Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %24) #10
  invoke void @_ZN5Accum5adderEv(%class.Function* sret(%class.Function) align 4 %25, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %24)
          to label %225 unwind label %189

225:                                              ; preds = %223
  %226 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 5)
          to label %227 unwind label %244

227:                                              ; preds = %225
  %228 = invoke noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %25, i32 noundef 6)
          to label %229 unwind label %244

229:                                              ; preds = %227
  %230 = call noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10
  %231 = invoke noundef %class.Function.1* @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26)
          to label %232 unwind label %189

232:                                              ; preds = %229
  %233 = getelementptr inbounds %struct.Accum, %struct.Accum* %24, i32 0, i32 0
  %234 = load i32, i32* %233, align 4
  %235 = invoke noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26, double noundef 3.000000e+00, double noundef 4.000000e+00)
          to label %236 unwind label %249

236:                                              ; preds = %232
  %237 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %234, double noundef %235)
          to label %238 unwind label %249

238:                                              ; preds = %236
  store i32 0, i32* %1, align 4
  %239 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10
  %240 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10
  %241 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10
  %242 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10
  %243 = load i32, i32* %1, align 4
  ret i32 %243

244:                                              ; preds = %227, %225
  %245 = landingpad { i8*, i32 }
          cleanup
  %246 = extractvalue { i8*, i32 } %245, 0
  store i8* %246, i8** %4, align 4
  %247 = extractvalue { i8*, i32 } %245, 1
  store i32 %247, i32* %5, align 4
  %248 = call noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %25) #10
  br label %254

249:                                              ; preds = %236, %232
  %250 = landingpad { i8*, i32 }
          cleanup
  %251 = extractvalue { i8*, i32 } %250, 0
  store i8* %251, i8** %4, align 4
  %252 = extractvalue { i8*, i32 } %250, 1
  store i32 %252, i32* %5, align 4
  %253 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %26) #10
  br label %254

254:                                              ; preds = %249, %244, %189
  %255 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %19) #10
  br label %256

256:                                              ; preds = %254, %125
  %257 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10
  br label %258

258:                                              ; preds = %256, %121
  %259 = call noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %2) #10
  br label %260

260:                                              ; preds = %258
  %261 = load i8*, i8** %4, align 4
  %262 = load i32, i32* %5, align 4
  %263 = insertvalue { i8*, i32 } undef, i8* %261, 0
  %264 = insertvalue { i8*, i32 } %263, i32 %262, 1
  resume { i8*, i32 } %264
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z10make_ownerI4BirdJEE5OwnerIT_EDpOT0_(%class.Owner* noalias sret(%class.Owner) align 4 %0) #1 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast %class.Owner* %0 to i8*
  store i8* %4, i8** %2, align 4
  %5 = call i8* @malloc(i32 noundef 8)
  store i8* %5, i8** %3, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to %struct.Bird*
  %8 = call noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %7)
  %9 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC1EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) %class.Owner* @_Z4moveIR5OwnerI4BirdEEON10remove_refIT_E4typeEOS5_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  ret %class.Owner* %3
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC1EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %class.Owner* %1, %class.Owner** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = load %class.Owner*, %class.Owner** %4, align 4
  %7 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %5, %class.Owner* noundef nonnull align 4 dereferenceable(4) %6) #10
  ret %class.Owner* %5
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK5OwnerI4BirdEcvbEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  ret i1 %6
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZNK5OwnerI4BirdEptEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #2 align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  ret %struct.Bird* %5
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal void @_ZL10make_pointi(%struct.Point3* noalias sret(%struct.Point3) align 4 %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %4 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 0
  %5 = load i32, i32* %3, align 4
  store i32 %5, i32* %4, align 4
  %6 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 1
  %7 = load i32, i32* %3, align 4
  %8 = mul nsw i32 %7, 2
  store i32 %8, i32* %6, align 4
  %9 = getelementptr inbounds %struct.Point3, %struct.Point3* %0, i32 0, i32 2
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 3
  store i32 %11, i32* %9, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) float* @_ZN4Vec2ixEi(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #2 align 2 {
  %3 = alloca %struct.Vec2*, align 4
  %4 = alloca i32, align 4
  store %struct.Vec2* %0, %struct.Vec2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Vec2*, %struct.Vec2** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 1
  br label %12

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %5, i32 0, i32 0
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float* [ %9, %8 ], [ %11, %10 ]
  ret float* %13
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i1 @_ZNK4Vec2eqES_(%struct.Vec2* noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1) #2 align 2 {
  %3 = alloca %struct.Vec2, align 4
  %4 = alloca %struct.Vec2*, align 4
  %5 = bitcast %struct.Vec2* %3 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %5, align 4
  store %struct.Vec2* %0, %struct.Vec2** %4, align 4
  %6 = load %struct.Vec2*, %struct.Vec2** %4, align 4
  %7 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 0
  %10 = load float, float* %9, align 4
  %11 = fcmp oeq float %8, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %6, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = getelementptr inbounds %struct.Vec2, %struct.Vec2* %3, i32 0, i32 1
  %16 = load float, float* %15, align 4
  %17 = fcmp oeq float %14, %16
  br label %18

18:                                               ; preds = %12, %2
  %19 = phi i1 [ false, %2 ], [ %17, %12 ]
  ret i1 %19
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_Z3fibi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call noundef i32 @_Z3fibi(i32 noundef %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call noundef i32 @_Z3fibi(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_Z7sum_allIJiiiiEEDaDpT_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %8, align 4
  %13 = add nsw i32 %12, 0
  %14 = add nsw i32 %11, %13
  %15 = add nsw i32 %10, %14
  %16 = add nsw i32 %9, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef double @_Z7sum_allIJdfEEDaDpT_(double noundef %0, float noundef %1) #2 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  store float %1, float* %4, align 4
  %5 = load double, double* %3, align 8
  %6 = load float, float* %4, align 4
  %7 = fadd float %6, 0.000000e+00
  %8 = fpext float %7 to double
  %9 = fadd double %5, %8
  ret double %9
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_Z9print_allIJiclsEEvDpT_(i32 noundef %0, i8 noundef signext %1, i32 noundef %2, i16 noundef signext %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store i32 %2, i32* %7, align 4
  store i16 %3, i16* %8, align 2
  %9 = load i32, i32* %5, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %9)
  %11 = load i8, i8* %6, align 1
  %12 = sext i8 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %12)
  %14 = load i32, i32* %7, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %14)
  %16 = load i16, i16* %8, align 2
  %17 = sext i16 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef %17)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIiEPKcT_(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.17, i32 0, i32 0)
  ret i8* %6
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIdEPKcT_(double noundef %0) #2 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_Z8describeIPKcES1_T_(i8* noundef %0) #2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Doubler* @_ZN7DoublerC1Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = call noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %struct.Doubler* %3
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZN7CounterI7DoublerE3runEi(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #1 align 2 {
  %3 = alloca %struct.Counter*, align 4
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %3, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = bitcast %struct.Counter* %5 to %struct.Doubler*
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef zeroext i8 @_Zor5ColorS_(i8 noundef zeroext %0, i8 noundef zeroext %1) #2 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  store i8 %1, i8* %4, align 1
  %5 = load i8, i8* %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, i8* %4, align 1
  %8 = zext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZNK6Animal10twice_legsEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdC1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3)
  ret %struct.Bird* %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainEN3$_0clEv"(%class.anon* noundef nonnull align 4 dereferenceable(8) %0) #2 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  %4 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = getelementptr inbounds %class.anon, %class.anon* %3, i32 0, i32 0
  %7 = load i32, i32* %6, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %6, align 4
  %9 = add nsw i32 %5, %7
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @"_ZZ4mainENK3$_1clEv"(%class.anon.0* noundef nonnull align 4 dereferenceable(16) %0) #2 align 2 {
  %2 = alloca %class.anon.0*, align 4
  store %class.anon.0* %0, %class.anon.0** %2, align 4
  %3 = load %class.anon.0*, %class.anon.0** %2, align 4
  %4 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = getelementptr inbounds %class.anon.0, %class.anon.0* %3, i32 0, i32 1
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Accum* @_ZN5AccumC1Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = call noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %struct.Accum* %3
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5Accum5adderEv(%class.Function* noalias sret(%class.Function) align 4 %0, %struct.Accum* noundef nonnull align 4 dereferenceable(4) %1) #1 align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Accum*, align 4
  %5 = alloca %class.anon.3, align 4
  %6 = bitcast %class.Function* %0 to i8*
  store i8* %6, i8** %3, align 4
  store %struct.Accum* %1, %struct.Accum** %4, align 4
  %7 = load %struct.Accum*, %struct.Accum** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  store %struct.Accum* %7, %struct.Accum** %8, align 4
  %9 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %10 = bitcast %struct.Accum** %9 to [1 x i32]*
  %11 = load [1 x i32], [1 x i32]* %10, align 4
  %12 = call noundef %class.Function* @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %11)
  ret void
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZNK8FunctionIFiiEEclEi(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) #1 align 2 {
  %3 = alloca %class.Function*, align 4
  %4 = alloca i32, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.Function*, %class.Function** %3, align 4
  %6 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 1
  %7 = load i32 (i8*, i32)*, i32 (i8*, i32)** %6, align 4
  %8 = getelementptr inbounds %class.Function, %class.Function* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = load i32, i32* %4, align 4
  %11 = call noundef i32 %7(i8* noundef %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEED1Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 {
  %2 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %2, align 4
  %3 = load %class.Function*, %class.Function** %2, align 4
  %4 = call noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %3) #10
  ret %class.Function* %3
}

; Function Attrs: noinline optnone ssp
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC1IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  %5 = call noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %4)
  ret %class.Function.1* %4
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef double @_ZNK8FunctionIFdddEEclEdd(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0, double noundef %1, double noundef %2) #1 align 2 {
  %4 = alloca %class.Function.1*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.Function.1* %0, %class.Function.1** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.Function.1*, %class.Function.1** %4, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 1
  %9 = load double (i8*, double, double)*, double (i8*, double, double)** %8, align 4
  %10 = getelementptr inbounds %class.Function.1, %class.Function.1* %7, i32 0, i32 0
  %11 = load i8*, i8** %10, align 4
  %12 = load double, double* %5, align 8
  %13 = load double, double* %6, align 8
  %14 = call noundef double %9(i8* noundef %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function.1* @_ZN8FunctionIFdddEED1Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 {
  %2 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %2, align 4
  %3 = load %class.Function.1*, %class.Function.1** %2, align 4
  %4 = call noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %3) #10
  ret %class.Function.1* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Bird* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdED1Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = call noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %class.Owner* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Doubler* @_ZN7DoublerC2Ev(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Doubler*, align 4
  store %struct.Doubler* %0, %struct.Doubler** %2, align 4
  %3 = load %struct.Doubler*, %struct.Doubler** %2, align 4
  %4 = bitcast %struct.Doubler* %3 to %struct.Counter*
  %5 = call noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %4) #10
  ret %struct.Doubler* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Counter* @_ZN7CounterI7DoublerEC2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Counter* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdC2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = bitcast %struct.Bird* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Bird, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.Bird* %3 to %struct.Animal*
  %8 = getelementptr inbounds %struct.Animal, %struct.Animal* %7, i32 0, i32 1
  store i32 2, i32* %8, align 4
  ret %struct.Bird* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalC2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = bitcast %struct.Animal* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Animal, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Animal, %struct.Animal* %3, i32 0, i32 1
  store i32 4, i32* %5, align 4
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN4BirdD0Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = call noundef %struct.Bird* @_ZN4BirdD1Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Bird* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK4Bird5soundEv(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Animal* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr void @_ZN6AnimalD0Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  %4 = call noundef %struct.Animal* @_ZN6AnimalD1Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Animal* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i8* @_ZNK6Animal5soundEv(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Animal*, align 4
  store %struct.Animal* %0, %struct.Animal** %2, align 4
  %3 = load %struct.Animal*, %struct.Animal** %2, align 4
  ret %struct.Animal* %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Accum* @_ZN5AccumC2Ev(%struct.Accum* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Accum*, align 4
  store %struct.Accum* %0, %struct.Accum** %2, align 4
  %3 = load %struct.Accum*, %struct.Accum** %2, align 4
  %4 = getelementptr inbounds %struct.Accum, %struct.Accum* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  ret %struct.Accum* %3
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #6 align 2 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %6 = bitcast %struct.Accum** %5 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %6, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  %7 = load %class.Function*, %class.Function** %4, align 4
  %8 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %9 = bitcast %struct.Accum** %8 to [1 x i32]*
  %10 = load [1 x i32], [1 x i32]* %9, align 4
  %11 = call noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %7, [1 x i32] %10)
  ret %class.Function* %7
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEEC2IZN5Accum5adderEvEUliE_EET_(%class.Function* noundef nonnull align 4 dereferenceable(12) %0, [1 x i32] %1) unnamed_addr #6 align 2 {
  %3 = alloca %class.anon.3, align 4
  %4 = alloca %class.Function*, align 4
  %5 = alloca %class.anon.4, align 1
  %6 = alloca %class.anon.6, align 1
  %7 = getelementptr inbounds %class.anon.3, %class.anon.3* %3, i32 0, i32 0
  %8 = bitcast %struct.Accum** %7 to [1 x i32]*
  store [1 x i32] %1, [1 x i32]* %8, align 4
  store %class.Function* %0, %class.Function** %4, align 4
  %9 = load %class.Function*, %class.Function** %4, align 4
  %10 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0
  store i8* null, i8** %10, align 4
  %11 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1
  store i32 (i8*, i32)* null, i32 (i8*, i32)** %11, align 4
  %12 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %12, align 4
  %13 = call i8* @malloc(i32 noundef 4)
  %14 = bitcast i8* %13 to %class.anon.3*
  %15 = call noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %3)
  %16 = bitcast %class.anon.3* %14 to i8*
  %17 = bitcast %class.anon.3* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %16, i8* align 4 %17, i32 4, i1 false)
  %18 = bitcast %class.anon.3* %14 to i8*
  %19 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 0
  store i8* %18, i8** %19, align 4
  %20 = call noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %5) #10
  %21 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 1
  store i32 (i8*, i32)* %20, i32 (i8*, i32)** %21, align 4
  %22 = call noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %6) #10
  %23 = getelementptr inbounds %class.Function, %class.Function* %9, i32 0, i32 2
  store void (i8*)* %22, void (i8*)** %23, align 4
  ret %class.Function* %9
}

declare i8* @malloc(i32 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef nonnull align 4 dereferenceable(4) %class.anon.3* @_Z4moveIRZN5Accum5adderEvEUliE_EON10remove_refIT_E4typeEOS4_(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0) #2 {
  %2 = alloca %class.anon.3*, align 4
  store %class.anon.3* %0, %class.anon.3** %2, align 4
  %3 = load %class.anon.3*, %class.anon.3** %2, align 4
  ret %class.anon.3* %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_cvPFiS6_iEEv(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.4*, align 4
  store %class.anon.4* %0, %class.anon.4** %2, align 4
  %3 = load %class.anon.4*, %class.anon.4** %2, align 4
  ret i32 (i8*, i32)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_cvPFvS6_EEv(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.6*, align 4
  store %class.anon.6* %0, %class.anon.6** %2, align 4
  %3 = load %class.anon.6*, %class.anon.6** %2, align 4
  ret void (i8*)* @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPviE_8__invokeES6_i(i8* noundef %0, i32 noundef %1) #6 align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %5, i32 noundef %6)
  ret i32 %7
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr noundef i32 @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPviE_clES6_i(%class.anon.4* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, i32 noundef %2) #1 align 2 {
  %4 = alloca %class.anon.4*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon.4* %0, %class.anon.4** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon.4*, %class.anon.4** %4, align 4
  %8 = load i8*, i8** %5, align 4
  %9 = bitcast i8* %8 to %class.anon.3*
  %10 = load i32, i32* %6, align 4
  %11 = call noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZZN5Accum5adderEvENKUliE_clEi(%class.anon.3* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 align 2 {
  %3 = alloca %class.anon.3*, align 4
  %4 = alloca i32, align 4
  store %class.anon.3* %0, %class.anon.3** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.3*, %class.anon.3** %3, align 4
  %6 = getelementptr inbounds %class.anon.3, %class.anon.3* %5, i32 0, i32 0
  %7 = load %struct.Accum*, %struct.Accum** %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = getelementptr inbounds %struct.Accum, %struct.Accum* %7, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, i32* %9, align 4
  ret i32 %11
}

; Function Attrs: noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENUlPvE_8__invokeES6_(i8* noundef %0) #6 align 2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZZN8FunctionIFiiEEC1IZN5Accum5adderEvEUliE_EET_ENKUlPvE_clES6_(%class.anon.6* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 align 2 {
  %3 = alloca %class.anon.6*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.6* %0, %class.anon.6** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %class.anon.6*, %class.anon.6** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = bitcast i8* %6 to %class.anon.3*
  %8 = load i8*, i8** %4, align 4
  call void @free(i8* noundef %8)
  ret void
}

declare void @free(i8* noundef) #4

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Bird* @_ZN4BirdD2Ev(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Bird*, align 4
  store %struct.Bird* %0, %struct.Bird** %2, align 4
  %3 = load %struct.Bird*, %struct.Bird** %2, align 4
  %4 = bitcast %struct.Bird* %3 to %struct.Animal*
  %5 = call noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 4 dereferenceable(8) %4) #10
  ret %struct.Bird* %3
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC1EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #6 align 2 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = load %struct.Bird*, %struct.Bird** %4, align 4
  %7 = call noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %5, %struct.Bird* noundef %6)
  ret %class.Owner* %5
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC2EPS0_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %struct.Bird* noundef %1) unnamed_addr #3 align 2 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %struct.Bird*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %struct.Bird* %1, %struct.Bird** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %struct.Bird*, %struct.Bird** %4, align 4
  store %struct.Bird* %7, %struct.Bird** %6, align 4
  ret %class.Owner* %5
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdED2Ev(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  invoke void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret %class.Owner* %3

5:                                                ; preds = %1
  %6 = landingpad { i8*, i32 }
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  call void @__clang_call_terminate(i8* %7) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define linkonce_odr void @_ZN5OwnerI4BirdE5resetEv(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0) #1 align 2 {
  %2 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %2, align 4
  %3 = load %class.Owner*, %class.Owner** %2, align 4
  %4 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %5 = load %struct.Bird*, %struct.Bird** %4, align 4
  %6 = icmp ne %struct.Bird* %5, null
  br i1 %6, label %7, label %19

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  %10 = bitcast %struct.Bird* %9 to %struct.Bird* (%struct.Bird*)***
  %11 = load %struct.Bird* (%struct.Bird*)**, %struct.Bird* (%struct.Bird*)*** %10, align 4
  %12 = getelementptr inbounds %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %11, i64 0
  %13 = load %struct.Bird* (%struct.Bird*)*, %struct.Bird* (%struct.Bird*)** %12, align 4
  %14 = call noundef %struct.Bird* %13(%struct.Bird* noundef nonnull align 4 dereferenceable(8) %9) #10
  %15 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  %16 = load %struct.Bird*, %struct.Bird** %15, align 4
  %17 = bitcast %struct.Bird* %16 to i8*
  call void @free(i8* noundef %17)
  %18 = getelementptr inbounds %class.Owner, %class.Owner* %3, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %18, align 4
  br label %19

19:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Owner* @_ZN5OwnerI4BirdEC2EOS1_(%class.Owner* noundef nonnull align 4 dereferenceable(4) %0, %class.Owner* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 align 2 {
  %3 = alloca %class.Owner*, align 4
  %4 = alloca %class.Owner*, align 4
  store %class.Owner* %0, %class.Owner** %3, align 4
  store %class.Owner* %1, %class.Owner** %4, align 4
  %5 = load %class.Owner*, %class.Owner** %3, align 4
  %6 = getelementptr inbounds %class.Owner, %class.Owner* %5, i32 0, i32 0
  %7 = load %class.Owner*, %class.Owner** %4, align 4
  %8 = getelementptr inbounds %class.Owner, %class.Owner* %7, i32 0, i32 0
  %9 = load %struct.Bird*, %struct.Bird** %8, align 4
  store %struct.Bird* %9, %struct.Bird** %6, align 4
  %10 = load %class.Owner*, %class.Owner** %4, align 4
  %11 = getelementptr inbounds %class.Owner, %class.Owner* %10, i32 0, i32 0
  store %struct.Bird* null, %struct.Bird** %11, align 4
  ret %class.Owner* %5
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define linkonce_odr noundef i32 @_ZN7Doubler4stepEi(%struct.Doubler* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #2 align 2 {
  %3 = alloca %struct.Doubler*, align 4
  %4 = alloca i32, align 4
  store %struct.Doubler* %0, %struct.Doubler** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Doubler*, %struct.Doubler** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 2, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function* @_ZN8FunctionIFiiEED2Ev(%class.Function* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %class.Function*, align 4
  %3 = alloca %class.Function*, align 4
  store %class.Function* %0, %class.Function** %3, align 4
  %4 = load %class.Function*, %class.Function** %3, align 4
  store %class.Function* %4, %class.Function** %2, align 4
  %5 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2
  %6 = load void (i8*)*, void (i8*)** %5, align 4
  %7 = icmp ne void (i8*)* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 2
  %10 = load void (i8*)*, void (i8*)** %9, align 4
  %11 = getelementptr inbounds %class.Function, %class.Function* %4, i32 0, i32 0
  %12 = load i8*, i8** %11, align 4
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load %class.Function*, %class.Function** %2, align 4
  ret %class.Function* %15

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null
  %18 = extractvalue { i8*, i32 } %17, 0
  call void @__clang_call_terminate(i8* %18) #12
  unreachable
}

; Function Attrs: noinline optnone ssp
define internal noundef %class.Function.1* @"_ZN8FunctionIFdddEEC2IZ4mainE3$_2EET_"(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  %2 = alloca %class.anon.2, align 1
  %3 = alloca %class.Function.1*, align 4
  %4 = alloca %class.anon.8, align 1
  %5 = alloca %class.anon.10, align 1
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %6 = load %class.Function.1*, %class.Function.1** %3, align 4
  %7 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* null, i8** %7, align 4
  %8 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* null, double (i8*, double, double)** %8, align 4
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* null, void (i8*)** %9, align 4
  %10 = call i8* @malloc(i32 noundef 1)
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = call noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %2)
  %13 = bitcast %class.anon.2* %11 to i8*
  %14 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 0
  store i8* %13, i8** %14, align 4
  %15 = call noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %4) #10
  %16 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 1
  store double (i8*, double, double)* %15, double (i8*, double, double)** %16, align 4
  %17 = call noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %5) #10
  %18 = getelementptr inbounds %class.Function.1, %class.Function.1* %6, i32 0, i32 2
  store void (i8*)* %17, void (i8*)** %18, align 4
  ret %class.Function.1* %6
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef nonnull align 1 dereferenceable(1) %class.anon.2* @"_Z4moveIRZ4mainE3$_2EON10remove_refIT_E4typeEOS3_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0) #2 {
  %2 = alloca %class.anon.2*, align 4
  store %class.anon.2* %0, %class.anon.2** %2, align 4
  %3 = load %class.anon.2*, %class.anon.2** %2, align 4
  ret %class.anon.2* %3
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_cvPFdS5_ddEEv"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.8*, align 4
  store %class.anon.8* %0, %class.anon.8** %2, align 4
  %3 = load %class.anon.8*, %class.anon.8** %2, align 4
  ret double (i8*, double, double)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_cvPFvS5_EEv"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0) #2 align 2 {
  %2 = alloca %class.anon.10*, align 4
  store %class.anon.10* %0, %class.anon.10** %2, align 4
  %3 = load %class.anon.10*, %class.anon.10** %2, align 4
  ret void (i8*)* @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"
}

; Function Attrs: noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvddE_8__invokeES5_dd"(i8* noundef %0, double noundef %1, double noundef %2) #6 align 2 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load i8*, i8** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %6, align 8
  %10 = call noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %7, double noundef %8, double noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef double @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvddE_clES5_dd"(%class.anon.8* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1, double noundef %2, double noundef %3) #1 align 2 {
  %5 = alloca %class.anon.8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store %class.anon.8* %0, %class.anon.8** %5, align 4
  store i8* %1, i8** %6, align 4
  store double %2, double* %7, align 8
  store double %3, double* %8, align 8
  %9 = load %class.anon.8*, %class.anon.8** %5, align 4
  %10 = load i8*, i8** %6, align 4
  %11 = bitcast i8* %10 to %class.anon.2*
  %12 = load double, double* %7, align 8
  %13 = load double, double* %8, align 8
  %14 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %11, double noundef %12, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1, double noundef %2) #2 align 2 {
  %4 = alloca %class.anon.2*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.2*, %class.anon.2** %4, align 4
  %8 = load double, double* %5, align 8
  %9 = load double, double* %5, align 8
  %10 = load double, double* %6, align 8
  %11 = load double, double* %6, align 8
  %12 = fmul double %10, %11
  %13 = call double @llvm.fmuladd.f64(double %8, double %9, double %12)
  ret double %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENUlPvE_8__invokeES5_"(i8* noundef %0) #6 align 2 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  call void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) undef, i8* noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZN8FunctionIFdddEEC1IZ4mainE3$_2EET_ENKUlPvE_clES5_"(%class.anon.10* noundef nonnull align 1 dereferenceable(1) %0, i8* noundef %1) #1 align 2 {
  %3 = alloca %class.anon.10*, align 4
  %4 = alloca i8*, align 4
  store %class.anon.10* %0, %class.anon.10** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %class.anon.10*, %class.anon.10** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = bitcast i8* %6 to %class.anon.2*
  %8 = load i8*, i8** %4, align 4
  call void @free(i8* noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %class.Function.1* @_ZN8FunctionIFdddEED2Ev(%class.Function.1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %class.Function.1*, align 4
  %3 = alloca %class.Function.1*, align 4
  store %class.Function.1* %0, %class.Function.1** %3, align 4
  %4 = load %class.Function.1*, %class.Function.1** %3, align 4
  store %class.Function.1* %4, %class.Function.1** %2, align 4
  %5 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2
  %6 = load void (i8*)*, void (i8*)** %5, align 4
  %7 = icmp ne void (i8*)* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 2
  %10 = load void (i8*)*, void (i8*)** %9, align 4
  %11 = getelementptr inbounds %class.Function.1, %class.Function.1* %4, i32 0, i32 0
  %12 = load i8*, i8** %11, align 4
  invoke void %10(i8* noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %13, %1
  %15 = load %class.Function.1*, %class.Function.1** %2, align 4
  ret %class.Function.1* %15

16:                                               ; preds = %8
  %17 = landingpad { i8*, i32 }
          catch i8* null
  %18 = extractvalue { i8*, i32 } %17, 0
  call void @__clang_call_terminate(i8* %18) #12
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{}

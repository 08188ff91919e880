; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Point = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"long long\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"vec size %d, doubled[19] %.1f, sum %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"moved size %d, source size %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"evens %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"manhattan %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"array sums %.1f (%d) %d (%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"type names %s %s %s %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"max_of %d %.2f %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"count_args %d, cfact(20) %llu, Fib<80> %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [35 x i8] c"apply_n add10 x5 %d, square x3 %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"generic %d %.3f %lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"lambda as fnptr %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [41 x i8] c"mutable lambda %d, captured original %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"unknown\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"hello from %s (%d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"Alice\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"Bob\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define hidden noundef i8* @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define hidden noundef i8* @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define hidden noundef i8* @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)
}

; Function Attrs: norecurse nounwind
define hidden noundef i32 @main() #1 {
  br label %74

1:                                                ; preds = %134, %66
  %2 = phi double* [ %67, %66 ], [ null, %134 ]
  %3 = phi double* [ %68, %66 ], [ null, %134 ]
  %4 = phi double* [ %69, %66 ], [ null, %134 ]
  %5 = phi i32 [ %70, %66 ], [ 0, %134 ]
  %6 = phi i32 [ %71, %66 ], [ 0, %134 ]
  %7 = getelementptr inbounds i32, i32* %135, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !2, !noalias !6
  %9 = sitofp i32 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double 3.000000e+00) #7
  %11 = icmp eq i32 %6, %5
  br i1 %11, label %12, label %66

12:                                               ; preds = %1
  %13 = icmp eq i32 %5, 0
  %14 = shl nsw i32 %5, 1
  %15 = select i1 %13, i32 4, i32 %14
  %16 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %15, i32 8) #7
  %17 = extractvalue { i32, i1 } %16, 1
  %18 = extractvalue { i32, i1 } %16, 0
  %19 = select i1 %17, i32 -1, i32 %18
  %20 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %19) #8, !noalias !6
  %21 = bitcast i8* %20 to double*
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %12
  %24 = add i32 %5, -1
  %25 = and i32 %5, 3
  %26 = icmp ult i32 %24, 3
  br i1 %26, label %52, label %27

27:                                               ; preds = %23
  %28 = and i32 %5, -4
  br label %31

29:                                               ; preds = %12
  %30 = icmp eq double* %3, null
  br i1 %30, label %66, label %64

31:                                               ; preds = %31, %27
  %32 = phi i32 [ 0, %27 ], [ %49, %31 ]
  %33 = phi i32 [ 0, %27 ], [ %50, %31 ]
  %34 = getelementptr inbounds double, double* %3, i32 %32
  %35 = load double, double* %34, align 8, !tbaa !9, !noalias !6
  %36 = getelementptr inbounds double, double* %21, i32 %32
  store double %35, double* %36, align 8, !tbaa !9, !noalias !6
  %37 = or i32 %32, 1
  %38 = getelementptr inbounds double, double* %3, i32 %37
  %39 = load double, double* %38, align 8, !tbaa !9, !noalias !6
  %40 = getelementptr inbounds double, double* %21, i32 %37
  store double %39, double* %40, align 8, !tbaa !9, !noalias !6
  %41 = or i32 %32, 2
  %42 = getelementptr inbounds double, double* %3, i32 %41
  %43 = load double, double* %42, align 8, !tbaa !9, !noalias !6
  %44 = getelementptr inbounds double, double* %21, i32 %41
  store double %43, double* %44, align 8, !tbaa !9, !noalias !6
  %45 = or i32 %32, 3
  %46 = getelementptr inbounds double, double* %3, i32 %45
  %47 = load double, double* %46, align 8, !tbaa !9, !noalias !6
  %48 = getelementptr inbounds double, double* %21, i32 %45
  store double %47, double* %48, align 8, !tbaa !9, !noalias !6
  %49 = add nuw nsw i32 %32, 4
  %50 = add i32 %33, 4
  %51 = icmp eq i32 %50, %28
  br i1 %51, label %52, label %31, !llvm.loop !11

52:                                               ; preds = %31, %23
  %53 = phi i32 [ 0, %23 ], [ %49, %31 ]
  %54 = icmp eq i32 %25, 0
  br i1 %54, label %64, label %55

55:                                               ; preds = %52, %55
  %56 = phi i32 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %62, %55 ], [ 0, %52 ]
  %58 = getelementptr inbounds double, double* %3, i32 %56
  %59 = load double, double* %58, align 8, !tbaa !9, !noalias !6
  %60 = getelementptr inbounds double, double* %21, i32 %56
  store double %59, double* %60, align 8, !tbaa !9, !noalias !6
  %61 = add nuw nsw i32 %56, 1
  %62 = add i32 %57, 1
  %63 = icmp eq i32 %62, %25
  br i1 %63, label %64, label %55, !llvm.loop !13

64:                                               ; preds = %52, %55, %29
  %65 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef %65) #9, !noalias !6
  br label %66

66:                                               ; preds = %29, %64, %1
  %67 = phi double* [ %2, %1 ], [ %21, %64 ], [ %21, %29 ]
  %68 = phi double* [ %3, %1 ], [ %21, %64 ], [ %21, %29 ]
  %69 = phi double* [ %4, %1 ], [ %21, %64 ], [ %21, %29 ]
  %70 = phi i32 [ %5, %1 ], [ %15, %64 ], [ %15, %29 ]
  %71 = add nuw nsw i32 %6, 1
  %72 = getelementptr inbounds double, double* %69, i32 %6
  store double %10, double* %72, align 8, !tbaa !9, !noalias !6
  %73 = icmp eq i32 %71, 20
  br i1 %73, label %141, label %1, !llvm.loop !15

74:                                               ; preds = %0, %134
  %75 = phi i32 [ 1, %0 ], [ %139, %134 ]
  %76 = phi i32 [ 0, %0 ], [ %136, %134 ]
  %77 = phi i32 [ 0, %0 ], [ %137, %134 ]
  %78 = phi i32* [ null, %0 ], [ %135, %134 ]
  %79 = mul nuw nsw i32 %75, %75
  %80 = icmp eq i32 %77, %76
  br i1 %80, label %81, label %134

81:                                               ; preds = %74
  %82 = icmp eq i32 %76, 0
  %83 = shl nuw nsw i32 %76, 1
  %84 = select i1 %82, i32 4, i32 %83
  %85 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %84, i32 4) #7
  %86 = extractvalue { i32, i1 } %85, 1
  %87 = extractvalue { i32, i1 } %85, 0
  %88 = select i1 %86, i32 -1, i32 %87
  %89 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %88) #8
  %90 = bitcast i8* %89 to i32*
  br i1 %82, label %97, label %91

91:                                               ; preds = %81
  %92 = add i32 %76, -1
  %93 = and i32 %76, 3
  %94 = icmp ult i32 %92, 3
  br i1 %94, label %120, label %95

95:                                               ; preds = %91
  %96 = and i32 %76, -4
  br label %99

97:                                               ; preds = %81
  %98 = icmp eq i32* %78, null
  br i1 %98, label %134, label %132

99:                                               ; preds = %99, %95
  %100 = phi i32 [ 0, %95 ], [ %117, %99 ]
  %101 = phi i32 [ 0, %95 ], [ %118, %99 ]
  %102 = getelementptr inbounds i32, i32* %78, i32 %100
  %103 = load i32, i32* %102, align 4, !tbaa !2
  %104 = getelementptr inbounds i32, i32* %90, i32 %100
  store i32 %103, i32* %104, align 4, !tbaa !2
  %105 = or i32 %100, 1
  %106 = getelementptr inbounds i32, i32* %78, i32 %105
  %107 = load i32, i32* %106, align 4, !tbaa !2
  %108 = getelementptr inbounds i32, i32* %90, i32 %105
  store i32 %107, i32* %108, align 4, !tbaa !2
  %109 = or i32 %100, 2
  %110 = getelementptr inbounds i32, i32* %78, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !2
  %112 = getelementptr inbounds i32, i32* %90, i32 %109
  store i32 %111, i32* %112, align 4, !tbaa !2
  %113 = or i32 %100, 3
  %114 = getelementptr inbounds i32, i32* %78, i32 %113
  %115 = load i32, i32* %114, align 4, !tbaa !2
  %116 = getelementptr inbounds i32, i32* %90, i32 %113
  store i32 %115, i32* %116, align 4, !tbaa !2
  %117 = add nuw nsw i32 %100, 4
  %118 = add i32 %101, 4
  %119 = icmp eq i32 %118, %96
  br i1 %119, label %120, label %99, !llvm.loop !16

120:                                              ; preds = %99, %91
  %121 = phi i32 [ 0, %91 ], [ %117, %99 ]
  %122 = icmp eq i32 %93, 0
  br i1 %122, label %132, label %123

123:                                              ; preds = %120, %123
  %124 = phi i32 [ %129, %123 ], [ %121, %120 ]
  %125 = phi i32 [ %130, %123 ], [ 0, %120 ]
  %126 = getelementptr inbounds i32, i32* %78, i32 %124
  %127 = load i32, i32* %126, align 4, !tbaa !2
  %128 = getelementptr inbounds i32, i32* %90, i32 %124
  store i32 %127, i32* %128, align 4, !tbaa !2
  %129 = add nuw nsw i32 %124, 1
  %130 = add i32 %125, 1
  %131 = icmp eq i32 %130, %93
  br i1 %131, label %132, label %123, !llvm.loop !17

132:                                              ; preds = %120, %123, %97
  %133 = bitcast i32* %78 to i8*
  tail call void @_ZdaPv(i8* noundef %133) #9
  br label %134

134:                                              ; preds = %97, %132, %74
  %135 = phi i32* [ %78, %74 ], [ %90, %132 ], [ %90, %97 ]
  %136 = phi i32 [ %76, %74 ], [ %84, %132 ], [ 4, %97 ]
  %137 = add nuw nsw i32 %77, 1
  %138 = getelementptr inbounds i32, i32* %135, i32 %77
  store i32 %79, i32* %138, align 4, !tbaa !2
  %139 = add nuw nsw i32 %75, 1
  %140 = icmp eq i32 %137, 20
  br i1 %140, label %1, label %74, !llvm.loop !18

141:                                              ; preds = %66
  %142 = getelementptr inbounds double, double* %67, i32 19
  %143 = load double, double* %142, align 8, !tbaa !9
  %144 = load double, double* %67, align 8, !tbaa !9
  %145 = fadd double %144, 0.000000e+00
  %146 = getelementptr inbounds double, double* %67, i32 1
  %147 = load double, double* %146, align 8, !tbaa !9
  %148 = fadd double %145, %147
  %149 = getelementptr inbounds double, double* %67, i32 2
  %150 = load double, double* %149, align 8, !tbaa !9
  %151 = fadd double %148, %150
  %152 = getelementptr inbounds double, double* %67, i32 3
  %153 = load double, double* %152, align 8, !tbaa !9
  %154 = fadd double %151, %153
  %155 = getelementptr inbounds double, double* %67, i32 4
  %156 = load double, double* %155, align 8, !tbaa !9
  %157 = fadd double %154, %156
  %158 = getelementptr inbounds double, double* %67, i32 5
  %159 = load double, double* %158, align 8, !tbaa !9
  %160 = fadd double %157, %159
  %161 = getelementptr inbounds double, double* %67, i32 6
  %162 = load double, double* %161, align 8, !tbaa !9
  %163 = fadd double %160, %162
  %164 = getelementptr inbounds double, double* %67, i32 7
  %165 = load double, double* %164, align 8, !tbaa !9
  %166 = fadd double %163, %165
  %167 = getelementptr inbounds double, double* %67, i32 8
  %168 = load double, double* %167, align 8, !tbaa !9
  %169 = fadd double %166, %168
  %170 = getelementptr inbounds double, double* %67, i32 9
  %171 = load double, double* %170, align 8, !tbaa !9
  %172 = fadd double %169, %171
  %173 = getelementptr inbounds double, double* %67, i32 10
  %174 = load double, double* %173, align 8, !tbaa !9
  %175 = fadd double %172, %174
  %176 = getelementptr inbounds double, double* %67, i32 11
  %177 = load double, double* %176, align 8, !tbaa !9
  %178 = fadd double %175, %177
  %179 = getelementptr inbounds double, double* %67, i32 12
  %180 = load double, double* %179, align 8, !tbaa !9
  %181 = fadd double %178, %180
  %182 = getelementptr inbounds double, double* %67, i32 13
  %183 = load double, double* %182, align 8, !tbaa !9
  %184 = fadd double %181, %183
  %185 = getelementptr inbounds double, double* %67, i32 14
  %186 = load double, double* %185, align 8, !tbaa !9
  %187 = fadd double %184, %186
  %188 = getelementptr inbounds double, double* %67, i32 15
  %189 = load double, double* %188, align 8, !tbaa !9
  %190 = fadd double %187, %189
  %191 = getelementptr inbounds double, double* %67, i32 16
  %192 = load double, double* %191, align 8, !tbaa !9
  %193 = fadd double %190, %192
  %194 = getelementptr inbounds double, double* %67, i32 17
  %195 = load double, double* %194, align 8, !tbaa !9
  %196 = fadd double %193, %195
  %197 = getelementptr inbounds double, double* %67, i32 18
  %198 = load double, double* %197, align 8, !tbaa !9
  %199 = fadd double %196, %198
  %200 = fadd double %199, %143
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, double noundef %143, double noundef %200)
  %202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef 20, i32 noundef 0)
  %203 = load i32, i32* %135, align 4, !tbaa !2
  %204 = and i32 %203, 1
  %205 = xor i32 %204, 1
  %206 = getelementptr inbounds i32, i32* %135, i32 1
  %207 = load i32, i32* %206, align 4, !tbaa !2
  %208 = and i32 %207, 1
  %209 = xor i32 %208, 1
  %210 = add nuw nsw i32 %209, %205
  %211 = getelementptr inbounds i32, i32* %135, i32 2
  %212 = load i32, i32* %211, align 4, !tbaa !2
  %213 = and i32 %212, 1
  %214 = xor i32 %213, 1
  %215 = add nuw nsw i32 %214, %210
  %216 = getelementptr inbounds i32, i32* %135, i32 3
  %217 = load i32, i32* %216, align 4, !tbaa !2
  %218 = and i32 %217, 1
  %219 = xor i32 %218, 1
  %220 = add nuw nsw i32 %219, %215
  %221 = getelementptr inbounds i32, i32* %135, i32 4
  %222 = load i32, i32* %221, align 4, !tbaa !2
  %223 = and i32 %222, 1
  %224 = xor i32 %223, 1
  %225 = add nuw nsw i32 %224, %220
  %226 = getelementptr inbounds i32, i32* %135, i32 5
  %227 = load i32, i32* %226, align 4, !tbaa !2
  %228 = and i32 %227, 1
  %229 = xor i32 %228, 1
  %230 = add nuw nsw i32 %229, %225
  %231 = getelementptr inbounds i32, i32* %135, i32 6
  %232 = load i32, i32* %231, align 4, !tbaa !2
  %233 = and i32 %232, 1
  %234 = xor i32 %233, 1
  %235 = add nuw nsw i32 %234, %230
  %236 = getelementptr inbounds i32, i32* %135, i32 7
  %237 = load i32, i32* %236, align 4, !tbaa !2
  %238 = and i32 %237, 1
  %239 = xor i32 %238, 1
  %240 = add nuw nsw i32 %239, %235
  %241 = getelementptr inbounds i32, i32* %135, i32 8
  %242 = load i32, i32* %241, align 4, !tbaa !2
  %243 = and i32 %242, 1
  %244 = xor i32 %243, 1
  %245 = add nuw nsw i32 %244, %240
  %246 = getelementptr inbounds i32, i32* %135, i32 9
  %247 = load i32, i32* %246, align 4, !tbaa !2
  %248 = and i32 %247, 1
  %249 = xor i32 %248, 1
  %250 = add nuw nsw i32 %249, %245
  %251 = getelementptr inbounds i32, i32* %135, i32 10
  %252 = load i32, i32* %251, align 4, !tbaa !2
  %253 = and i32 %252, 1
  %254 = xor i32 %253, 1
  %255 = add nuw nsw i32 %254, %250
  %256 = getelementptr inbounds i32, i32* %135, i32 11
  %257 = load i32, i32* %256, align 4, !tbaa !2
  %258 = and i32 %257, 1
  %259 = xor i32 %258, 1
  %260 = add nuw nsw i32 %259, %255
  %261 = getelementptr inbounds i32, i32* %135, i32 12
  %262 = load i32, i32* %261, align 4, !tbaa !2
  %263 = and i32 %262, 1
  %264 = xor i32 %263, 1
  %265 = add nuw nsw i32 %264, %260
  %266 = getelementptr inbounds i32, i32* %135, i32 13
  %267 = load i32, i32* %266, align 4, !tbaa !2
  %268 = and i32 %267, 1
  %269 = xor i32 %268, 1
  %270 = add nuw nsw i32 %269, %265
  %271 = getelementptr inbounds i32, i32* %135, i32 14
  %272 = load i32, i32* %271, align 4, !tbaa !2
  %273 = and i32 %272, 1
  %274 = xor i32 %273, 1
  %275 = add nuw nsw i32 %274, %270
  %276 = getelementptr inbounds i32, i32* %135, i32 15
  %277 = load i32, i32* %276, align 4, !tbaa !2
  %278 = and i32 %277, 1
  %279 = xor i32 %278, 1
  %280 = add nuw nsw i32 %279, %275
  %281 = getelementptr inbounds i32, i32* %135, i32 16
  %282 = load i32, i32* %281, align 4, !tbaa !2
  %283 = and i32 %282, 1
  %284 = xor i32 %283, 1
  %285 = add nuw nsw i32 %284, %280
  %286 = getelementptr inbounds i32, i32* %135, i32 17
  %287 = load i32, i32* %286, align 4, !tbaa !2
  %288 = and i32 %287, 1
  %289 = xor i32 %288, 1
  %290 = add nuw nsw i32 %289, %285
  %291 = getelementptr inbounds i32, i32* %135, i32 18
  %292 = load i32, i32* %291, align 4, !tbaa !2
  %293 = and i32 %292, 1
  %294 = xor i32 %293, 1
  %295 = add nuw nsw i32 %294, %290
  %296 = getelementptr inbounds i32, i32* %135, i32 19
  %297 = load i32, i32* %296, align 4, !tbaa !2
  %298 = and i32 %297, 1
  %299 = xor i32 %298, 1
  %300 = add nuw nsw i32 %299, %295
  %301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %300)
  br label %371

302:                                              ; preds = %441
  %303 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 0, i32 0
  %304 = load i32, i32* %303, align 4, !tbaa !19
  %305 = tail call i32 @llvm.abs.i32(i32 %304, i1 true) #7
  %306 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 0, i32 1
  %307 = load i32, i32* %306, align 4, !tbaa !21
  %308 = tail call i32 @llvm.abs.i32(i32 %307, i1 true) #7
  %309 = add nuw nsw i32 %305, %308
  %310 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 1, i32 0
  %311 = load i32, i32* %310, align 4, !tbaa !19
  %312 = tail call i32 @llvm.abs.i32(i32 %311, i1 true) #7
  %313 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 1, i32 1
  %314 = load i32, i32* %313, align 4, !tbaa !21
  %315 = tail call i32 @llvm.abs.i32(i32 %314, i1 true) #7
  %316 = add nuw nsw i32 %312, %309
  %317 = add nuw nsw i32 %316, %315
  %318 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 2, i32 0
  %319 = load i32, i32* %318, align 4, !tbaa !19
  %320 = tail call i32 @llvm.abs.i32(i32 %319, i1 true) #7
  %321 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 2, i32 1
  %322 = load i32, i32* %321, align 4, !tbaa !21
  %323 = tail call i32 @llvm.abs.i32(i32 %322, i1 true) #7
  %324 = add nuw nsw i32 %320, %317
  %325 = add nuw nsw i32 %324, %323
  %326 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 3, i32 0
  %327 = load i32, i32* %326, align 4, !tbaa !19
  %328 = tail call i32 @llvm.abs.i32(i32 %327, i1 true) #7
  %329 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 3, i32 1
  %330 = load i32, i32* %329, align 4, !tbaa !21
  %331 = tail call i32 @llvm.abs.i32(i32 %330, i1 true) #7
  %332 = add nuw nsw i32 %328, %325
  %333 = add nuw nsw i32 %332, %331
  %334 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 4, i32 0
  %335 = load i32, i32* %334, align 4, !tbaa !19
  %336 = tail call i32 @llvm.abs.i32(i32 %335, i1 true) #7
  %337 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 4, i32 1
  %338 = load i32, i32* %337, align 4, !tbaa !21
  %339 = tail call i32 @llvm.abs.i32(i32 %338, i1 true) #7
  %340 = add nuw nsw i32 %336, %333
  %341 = add nuw nsw i32 %340, %339
  %342 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 5, i32 0
  %343 = load i32, i32* %342, align 4, !tbaa !19
  %344 = tail call i32 @llvm.abs.i32(i32 %343, i1 true) #7
  %345 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 5, i32 1
  %346 = load i32, i32* %345, align 4, !tbaa !21
  %347 = tail call i32 @llvm.abs.i32(i32 %346, i1 true) #7
  %348 = add nuw nsw i32 %344, %341
  %349 = add nuw nsw i32 %348, %347
  %350 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i32 0, i32 0), i32 noundef %349)
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0))
  %353 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %354 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i32 0, i32 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #7
  %356 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i32 noundef 2) #7
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i32 noundef 12)
  %358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i32 0, i32 0), i32 noundef 51, i32 noundef 6561)
  %359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), i32 noundef 22)
  %361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i32 0, i32 0), i32 noundef 9, i32 noundef 1)
  %362 = bitcast %struct.Point* %442 to i8*
  tail call void @_ZdaPv(i8* noundef %362) #9
  %363 = icmp eq i32* %135, null
  br i1 %363, label %366, label %364

364:                                              ; preds = %302
  %365 = bitcast i32* %135 to i8*
  tail call void @_ZdaPv(i8* noundef %365) #9
  br label %366

366:                                              ; preds = %302, %364
  %367 = icmp eq double* %67, null
  br i1 %367, label %370, label %368

368:                                              ; preds = %366
  %369 = bitcast double* %67 to i8*
  tail call void @_ZdaPv(i8* noundef %369) #9
  br label %370

370:                                              ; preds = %368, %366
  ret i32 17

371:                                              ; preds = %141, %441
  %372 = phi i64 [ 0, %141 ], [ %449, %441 ]
  %373 = phi i32 [ 0, %141 ], [ %444, %441 ]
  %374 = phi i32 [ 0, %141 ], [ %443, %441 ]
  %375 = phi %struct.Point* [ null, %141 ], [ %442, %441 ]
  %376 = trunc i64 %372 to i32
  %377 = add i32 %376, -1
  %378 = icmp eq i32 %373, %374
  br i1 %378, label %379, label %441

379:                                              ; preds = %371
  %380 = icmp eq i32 %373, 0
  %381 = shl nuw nsw i32 %373, 1
  %382 = select i1 %380, i32 4, i32 %381
  %383 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %382, i32 8) #7
  %384 = extractvalue { i32, i1 } %383, 1
  %385 = extractvalue { i32, i1 } %383, 0
  %386 = select i1 %384, i32 -1, i32 %385
  %387 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %386) #8
  %388 = bitcast i8* %387 to %struct.Point*
  br i1 %380, label %394, label %389

389:                                              ; preds = %379
  %390 = and i32 %373, 3
  %391 = icmp ult i32 %377, 3
  br i1 %391, label %425, label %392

392:                                              ; preds = %389
  %393 = and i32 %373, 2147483644
  br label %396

394:                                              ; preds = %379
  %395 = icmp eq %struct.Point* %375, null
  br i1 %395, label %441, label %439

396:                                              ; preds = %396, %392
  %397 = phi i32 [ 0, %392 ], [ %422, %396 ]
  %398 = phi i32 [ 0, %392 ], [ %423, %396 ]
  %399 = getelementptr inbounds %struct.Point, %struct.Point* %375, i32 %397
  %400 = getelementptr inbounds %struct.Point, %struct.Point* %388, i32 %397
  %401 = bitcast %struct.Point* %399 to i64*
  %402 = bitcast %struct.Point* %400 to i64*
  %403 = load i64, i64* %401, align 4
  store i64 %403, i64* %402, align 4
  %404 = or i32 %397, 1
  %405 = getelementptr inbounds %struct.Point, %struct.Point* %375, i32 %404
  %406 = getelementptr inbounds %struct.Point, %struct.Point* %388, i32 %404
  %407 = bitcast %struct.Point* %405 to i64*
  %408 = bitcast %struct.Point* %406 to i64*
  %409 = load i64, i64* %407, align 4
  store i64 %409, i64* %408, align 4
  %410 = or i32 %397, 2
  %411 = getelementptr inbounds %struct.Point, %struct.Point* %375, i32 %410
  %412 = getelementptr inbounds %struct.Point, %struct.Point* %388, i32 %410
  %413 = bitcast %struct.Point* %411 to i64*
  %414 = bitcast %struct.Point* %412 to i64*
  %415 = load i64, i64* %413, align 4
  store i64 %415, i64* %414, align 4
  %416 = or i32 %397, 3
  %417 = getelementptr inbounds %struct.Point, %struct.Point* %375, i32 %416
  %418 = getelementptr inbounds %struct.Point, %struct.Point* %388, i32 %416
  %419 = bitcast %struct.Point* %417 to i64*
  %420 = bitcast %struct.Point* %418 to i64*
  %421 = load i64, i64* %419, align 4
  store i64 %421, i64* %420, align 4
  %422 = add nuw nsw i32 %397, 4
  %423 = add i32 %398, 4
  %424 = icmp eq i32 %423, %393
  br i1 %424, label %425, label %396, !llvm.loop !22

425:                                              ; preds = %396, %389
  %426 = phi i32 [ 0, %389 ], [ %422, %396 ]
  %427 = icmp eq i32 %390, 0
  br i1 %427, label %439, label %428

428:                                              ; preds = %425, %428
  %429 = phi i32 [ %436, %428 ], [ %426, %425 ]
  %430 = phi i32 [ %437, %428 ], [ 0, %425 ]
  %431 = getelementptr inbounds %struct.Point, %struct.Point* %375, i32 %429
  %432 = getelementptr inbounds %struct.Point, %struct.Point* %388, i32 %429
  %433 = bitcast %struct.Point* %431 to i64*
  %434 = bitcast %struct.Point* %432 to i64*
  %435 = load i64, i64* %433, align 4
  store i64 %435, i64* %434, align 4
  %436 = add nuw nsw i32 %429, 1
  %437 = add i32 %430, 1
  %438 = icmp eq i32 %437, %390
  br i1 %438, label %439, label %428, !llvm.loop !23

439:                                              ; preds = %425, %428, %394
  %440 = bitcast %struct.Point* %375 to i8*
  tail call void @_ZdaPv(i8* noundef %440) #9
  br label %441

441:                                              ; preds = %394, %439, %371
  %442 = phi %struct.Point* [ %375, %371 ], [ %388, %439 ], [ %388, %394 ]
  %443 = phi i32 [ %374, %371 ], [ %382, %439 ], [ 4, %394 ]
  %444 = add nuw nsw i32 %373, 1
  %445 = getelementptr inbounds %struct.Point, %struct.Point* %442, i32 %373
  %446 = bitcast %struct.Point* %445 to i64*
  %447 = mul i64 %372, -12884901888
  %448 = or i64 %447, %372
  store i64 %448, i64* %446, align 4
  %449 = add nuw nsw i64 %372, 1
  %450 = icmp eq i64 %449, 6
  br i1 %450, label %302, label %371, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind allocsize(0) }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!8 = distinct !{!8, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !4, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = !{!20, !3, i64 0}
!20 = !{!"_ZTS5Point", !3, i64 0, !3, i64 4}
!21 = !{!20, !3, i64 4}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !12}

; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)
}

; Function Attrs: norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %74

1:                                                ; preds = %134, %66
  %2 = phi double* [ %67, %66 ], [ null, %134 ]
  %3 = phi double* [ %68, %66 ], [ null, %134 ]
  %4 = phi double* [ %69, %66 ], [ null, %134 ]
  %5 = phi i32 [ %70, %66 ], [ 0, %134 ]
  %6 = phi i32 [ %71, %66 ], [ 0, %134 ]
  %7 = getelementptr inbounds i32, i32* %135, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !6, !noalias !10
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
  %20 = tail call noalias noundef nonnull i8* @_Znaj(i32 noundef %19) #8, !noalias !10
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
  %35 = load double, double* %34, align 4, !tbaa !13, !noalias !10
  %36 = getelementptr inbounds double, double* %21, i32 %32
  store double %35, double* %36, align 4, !tbaa !13, !noalias !10
  %37 = or i32 %32, 1
  %38 = getelementptr inbounds double, double* %3, i32 %37
  %39 = load double, double* %38, align 4, !tbaa !13, !noalias !10
  %40 = getelementptr inbounds double, double* %21, i32 %37
  store double %39, double* %40, align 4, !tbaa !13, !noalias !10
  %41 = or i32 %32, 2
  %42 = getelementptr inbounds double, double* %3, i32 %41
  %43 = load double, double* %42, align 4, !tbaa !13, !noalias !10
  %44 = getelementptr inbounds double, double* %21, i32 %41
  store double %43, double* %44, align 4, !tbaa !13, !noalias !10
  %45 = or i32 %32, 3
  %46 = getelementptr inbounds double, double* %3, i32 %45
  %47 = load double, double* %46, align 4, !tbaa !13, !noalias !10
  %48 = getelementptr inbounds double, double* %21, i32 %45
  store double %47, double* %48, align 4, !tbaa !13, !noalias !10
  %49 = add nuw nsw i32 %32, 4
  %50 = add i32 %33, 4
  %51 = icmp eq i32 %50, %28
  br i1 %51, label %52, label %31, !llvm.loop !15

52:                                               ; preds = %31, %23
  %53 = phi i32 [ 0, %23 ], [ %49, %31 ]
  %54 = icmp eq i32 %25, 0
  br i1 %54, label %64, label %55

55:                                               ; preds = %52, %55
  %56 = phi i32 [ %61, %55 ], [ %53, %52 ]
  %57 = phi i32 [ %62, %55 ], [ 0, %52 ]
  %58 = getelementptr inbounds double, double* %3, i32 %56
  %59 = load double, double* %58, align 4, !tbaa !13, !noalias !10
  %60 = getelementptr inbounds double, double* %21, i32 %56
  store double %59, double* %60, align 4, !tbaa !13, !noalias !10
  %61 = add nuw nsw i32 %56, 1
  %62 = add i32 %57, 1
  %63 = icmp eq i32 %62, %25
  br i1 %63, label %64, label %55, !llvm.loop !17

64:                                               ; preds = %52, %55, %29
  %65 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef %65) #9, !noalias !10
  br label %66

66:                                               ; preds = %29, %64, %1
  %67 = phi double* [ %2, %1 ], [ %21, %64 ], [ %21, %29 ]
  %68 = phi double* [ %3, %1 ], [ %21, %64 ], [ %21, %29 ]
  %69 = phi double* [ %4, %1 ], [ %21, %64 ], [ %21, %29 ]
  %70 = phi i32 [ %5, %1 ], [ %15, %64 ], [ %15, %29 ]
  %71 = add nuw nsw i32 %6, 1
  %72 = getelementptr inbounds double, double* %69, i32 %6
  store double %10, double* %72, align 4, !tbaa !13, !noalias !10
  %73 = icmp eq i32 %71, 20
  br i1 %73, label %141, label %1, !llvm.loop !19

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
  %89 = tail call noalias noundef nonnull i8* @_Znaj(i32 noundef %88) #8
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
  %103 = load i32, i32* %102, align 4, !tbaa !6
  %104 = getelementptr inbounds i32, i32* %90, i32 %100
  store i32 %103, i32* %104, align 4, !tbaa !6
  %105 = or i32 %100, 1
  %106 = getelementptr inbounds i32, i32* %78, i32 %105
  %107 = load i32, i32* %106, align 4, !tbaa !6
  %108 = getelementptr inbounds i32, i32* %90, i32 %105
  store i32 %107, i32* %108, align 4, !tbaa !6
  %109 = or i32 %100, 2
  %110 = getelementptr inbounds i32, i32* %78, i32 %109
  %111 = load i32, i32* %110, align 4, !tbaa !6
  %112 = getelementptr inbounds i32, i32* %90, i32 %109
  store i32 %111, i32* %112, align 4, !tbaa !6
  %113 = or i32 %100, 3
  %114 = getelementptr inbounds i32, i32* %78, i32 %113
  %115 = load i32, i32* %114, align 4, !tbaa !6
  %116 = getelementptr inbounds i32, i32* %90, i32 %113
  store i32 %115, i32* %116, align 4, !tbaa !6
  %117 = add nuw nsw i32 %100, 4
  %118 = add i32 %101, 4
  %119 = icmp eq i32 %118, %96
  br i1 %119, label %120, label %99, !llvm.loop !20

120:                                              ; preds = %99, %91
  %121 = phi i32 [ 0, %91 ], [ %117, %99 ]
  %122 = icmp eq i32 %93, 0
  br i1 %122, label %132, label %123

123:                                              ; preds = %120, %123
  %124 = phi i32 [ %129, %123 ], [ %121, %120 ]
  %125 = phi i32 [ %130, %123 ], [ 0, %120 ]
  %126 = getelementptr inbounds i32, i32* %78, i32 %124
  %127 = load i32, i32* %126, align 4, !tbaa !6
  %128 = getelementptr inbounds i32, i32* %90, i32 %124
  store i32 %127, i32* %128, align 4, !tbaa !6
  %129 = add nuw nsw i32 %124, 1
  %130 = add i32 %125, 1
  %131 = icmp eq i32 %130, %93
  br i1 %131, label %132, label %123, !llvm.loop !21

132:                                              ; preds = %120, %123, %97
  %133 = bitcast i32* %78 to i8*
  tail call void @_ZdaPv(i8* noundef %133) #9
  br label %134

134:                                              ; preds = %97, %132, %74
  %135 = phi i32* [ %78, %74 ], [ %90, %132 ], [ %90, %97 ]
  %136 = phi i32 [ %76, %74 ], [ %84, %132 ], [ 4, %97 ]
  %137 = add nuw nsw i32 %77, 1
  %138 = getelementptr inbounds i32, i32* %135, i32 %77
  store i32 %79, i32* %138, align 4, !tbaa !6
  %139 = add nuw nsw i32 %75, 1
  %140 = icmp eq i32 %137, 20
  br i1 %140, label %1, label %74, !llvm.loop !22

141:                                              ; preds = %66
  %142 = getelementptr inbounds double, double* %67, i32 19
  %143 = load double, double* %142, align 4, !tbaa !13
  %144 = load double, double* %67, align 4, !tbaa !13
  %145 = fadd double %144, 0.000000e+00
  %146 = getelementptr inbounds double, double* %67, i32 1
  %147 = load double, double* %146, align 4, !tbaa !13
  %148 = fadd double %145, %147
  %149 = getelementptr inbounds double, double* %67, i32 2
  %150 = load double, double* %149, align 4, !tbaa !13
  %151 = fadd double %148, %150
  %152 = getelementptr inbounds double, double* %67, i32 3
  %153 = load double, double* %152, align 4, !tbaa !13
  %154 = fadd double %151, %153
  %155 = getelementptr inbounds double, double* %67, i32 4
  %156 = load double, double* %155, align 4, !tbaa !13
  %157 = fadd double %154, %156
  %158 = getelementptr inbounds double, double* %67, i32 5
  %159 = load double, double* %158, align 4, !tbaa !13
  %160 = fadd double %157, %159
  %161 = getelementptr inbounds double, double* %67, i32 6
  %162 = load double, double* %161, align 4, !tbaa !13
  %163 = fadd double %160, %162
  %164 = getelementptr inbounds double, double* %67, i32 7
  %165 = load double, double* %164, align 4, !tbaa !13
  %166 = fadd double %163, %165
  %167 = getelementptr inbounds double, double* %67, i32 8
  %168 = load double, double* %167, align 4, !tbaa !13
  %169 = fadd double %166, %168
  %170 = getelementptr inbounds double, double* %67, i32 9
  %171 = load double, double* %170, align 4, !tbaa !13
  %172 = fadd double %169, %171
  %173 = getelementptr inbounds double, double* %67, i32 10
  %174 = load double, double* %173, align 4, !tbaa !13
  %175 = fadd double %172, %174
  %176 = getelementptr inbounds double, double* %67, i32 11
  %177 = load double, double* %176, align 4, !tbaa !13
  %178 = fadd double %175, %177
  %179 = getelementptr inbounds double, double* %67, i32 12
  %180 = load double, double* %179, align 4, !tbaa !13
  %181 = fadd double %178, %180
  %182 = getelementptr inbounds double, double* %67, i32 13
  %183 = load double, double* %182, align 4, !tbaa !13
  %184 = fadd double %181, %183
  %185 = getelementptr inbounds double, double* %67, i32 14
  %186 = load double, double* %185, align 4, !tbaa !13
  %187 = fadd double %184, %186
  %188 = getelementptr inbounds double, double* %67, i32 15
  %189 = load double, double* %188, align 4, !tbaa !13
  %190 = fadd double %187, %189
  %191 = getelementptr inbounds double, double* %67, i32 16
  %192 = load double, double* %191, align 4, !tbaa !13
  %193 = fadd double %190, %192
  %194 = getelementptr inbounds double, double* %67, i32 17
  %195 = load double, double* %194, align 4, !tbaa !13
  %196 = fadd double %193, %195
  %197 = getelementptr inbounds double, double* %67, i32 18
  %198 = load double, double* %197, align 4, !tbaa !13
  %199 = fadd double %196, %198
  %200 = fadd double %199, %143
  %201 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, double noundef %143, double noundef %200)
  %202 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef 20, i32 noundef 0)
  %203 = load i32, i32* %135, align 4, !tbaa !6
  %204 = and i32 %203, 1
  %205 = xor i32 %204, 1
  %206 = getelementptr inbounds i32, i32* %135, i32 1
  %207 = load i32, i32* %206, align 4, !tbaa !6
  %208 = and i32 %207, 1
  %209 = xor i32 %208, 1
  %210 = add nuw nsw i32 %209, %205
  %211 = getelementptr inbounds i32, i32* %135, i32 2
  %212 = load i32, i32* %211, align 4, !tbaa !6
  %213 = and i32 %212, 1
  %214 = xor i32 %213, 1
  %215 = add nuw nsw i32 %214, %210
  %216 = getelementptr inbounds i32, i32* %135, i32 3
  %217 = load i32, i32* %216, align 4, !tbaa !6
  %218 = and i32 %217, 1
  %219 = xor i32 %218, 1
  %220 = add nuw nsw i32 %219, %215
  %221 = getelementptr inbounds i32, i32* %135, i32 4
  %222 = load i32, i32* %221, align 4, !tbaa !6
  %223 = and i32 %222, 1
  %224 = xor i32 %223, 1
  %225 = add nuw nsw i32 %224, %220
  %226 = getelementptr inbounds i32, i32* %135, i32 5
  %227 = load i32, i32* %226, align 4, !tbaa !6
  %228 = and i32 %227, 1
  %229 = xor i32 %228, 1
  %230 = add nuw nsw i32 %229, %225
  %231 = getelementptr inbounds i32, i32* %135, i32 6
  %232 = load i32, i32* %231, align 4, !tbaa !6
  %233 = and i32 %232, 1
  %234 = xor i32 %233, 1
  %235 = add nuw nsw i32 %234, %230
  %236 = getelementptr inbounds i32, i32* %135, i32 7
  %237 = load i32, i32* %236, align 4, !tbaa !6
  %238 = and i32 %237, 1
  %239 = xor i32 %238, 1
  %240 = add nuw nsw i32 %239, %235
  %241 = getelementptr inbounds i32, i32* %135, i32 8
  %242 = load i32, i32* %241, align 4, !tbaa !6
  %243 = and i32 %242, 1
  %244 = xor i32 %243, 1
  %245 = add nuw nsw i32 %244, %240
  %246 = getelementptr inbounds i32, i32* %135, i32 9
  %247 = load i32, i32* %246, align 4, !tbaa !6
  %248 = and i32 %247, 1
  %249 = xor i32 %248, 1
  %250 = add nuw nsw i32 %249, %245
  %251 = getelementptr inbounds i32, i32* %135, i32 10
  %252 = load i32, i32* %251, align 4, !tbaa !6
  %253 = and i32 %252, 1
  %254 = xor i32 %253, 1
  %255 = add nuw nsw i32 %254, %250
  %256 = getelementptr inbounds i32, i32* %135, i32 11
  %257 = load i32, i32* %256, align 4, !tbaa !6
  %258 = and i32 %257, 1
  %259 = xor i32 %258, 1
  %260 = add nuw nsw i32 %259, %255
  %261 = getelementptr inbounds i32, i32* %135, i32 12
  %262 = load i32, i32* %261, align 4, !tbaa !6
  %263 = and i32 %262, 1
  %264 = xor i32 %263, 1
  %265 = add nuw nsw i32 %264, %260
  %266 = getelementptr inbounds i32, i32* %135, i32 13
  %267 = load i32, i32* %266, align 4, !tbaa !6
  %268 = and i32 %267, 1
  %269 = xor i32 %268, 1
  %270 = add nuw nsw i32 %269, %265
  %271 = getelementptr inbounds i32, i32* %135, i32 14
  %272 = load i32, i32* %271, align 4, !tbaa !6
  %273 = and i32 %272, 1
  %274 = xor i32 %273, 1
  %275 = add nuw nsw i32 %274, %270
  %276 = getelementptr inbounds i32, i32* %135, i32 15
  %277 = load i32, i32* %276, align 4, !tbaa !6
  %278 = and i32 %277, 1
  %279 = xor i32 %278, 1
  %280 = add nuw nsw i32 %279, %275
  %281 = getelementptr inbounds i32, i32* %135, i32 16
  %282 = load i32, i32* %281, align 4, !tbaa !6
  %283 = and i32 %282, 1
  %284 = xor i32 %283, 1
  %285 = add nuw nsw i32 %284, %280
  %286 = getelementptr inbounds i32, i32* %135, i32 17
  %287 = load i32, i32* %286, align 4, !tbaa !6
  %288 = and i32 %287, 1
  %289 = xor i32 %288, 1
  %290 = add nuw nsw i32 %289, %285
  %291 = getelementptr inbounds i32, i32* %135, i32 18
  %292 = load i32, i32* %291, align 4, !tbaa !6
  %293 = and i32 %292, 1
  %294 = xor i32 %293, 1
  %295 = add nuw nsw i32 %294, %290
  %296 = getelementptr inbounds i32, i32* %135, i32 19
  %297 = load i32, i32* %296, align 4, !tbaa !6
  %298 = and i32 %297, 1
  %299 = xor i32 %298, 1
  %300 = add nuw nsw i32 %299, %295
  %301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %300)
  %302 = tail call noalias noundef nonnull dereferenceable(32) i8* @_Znaj(i32 noundef 32) #8
  %303 = bitcast i8* %302 to %struct.Point*
  %304 = bitcast %struct.Point* %303 to i64*
  store i64 0, i64* %304, align 4
  %305 = getelementptr inbounds %struct.Point, %struct.Point* %303, i32 1
  %306 = bitcast %struct.Point* %305 to i64*
  store i64 -12884901887, i64* %306, align 4
  br label %376

307:                                              ; preds = %418
  %308 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 0, i32 0
  %309 = load i32, i32* %308, align 4, !tbaa !23
  %310 = tail call i32 @llvm.abs.i32(i32 %309, i1 true) #7
  %311 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 0, i32 1
  %312 = load i32, i32* %311, align 4, !tbaa !25
  %313 = tail call i32 @llvm.abs.i32(i32 %312, i1 true) #7
  %314 = add nuw nsw i32 %310, %313
  %315 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 1, i32 0
  %316 = load i32, i32* %315, align 4, !tbaa !23
  %317 = tail call i32 @llvm.abs.i32(i32 %316, i1 true) #7
  %318 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 1, i32 1
  %319 = load i32, i32* %318, align 4, !tbaa !25
  %320 = tail call i32 @llvm.abs.i32(i32 %319, i1 true) #7
  %321 = add nuw nsw i32 %317, %314
  %322 = add nuw nsw i32 %321, %320
  %323 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 2, i32 0
  %324 = load i32, i32* %323, align 4, !tbaa !23
  %325 = tail call i32 @llvm.abs.i32(i32 %324, i1 true) #7
  %326 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 2, i32 1
  %327 = load i32, i32* %326, align 4, !tbaa !25
  %328 = tail call i32 @llvm.abs.i32(i32 %327, i1 true) #7
  %329 = add nuw nsw i32 %325, %322
  %330 = add nuw nsw i32 %329, %328
  %331 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 3, i32 0
  %332 = load i32, i32* %331, align 4, !tbaa !23
  %333 = tail call i32 @llvm.abs.i32(i32 %332, i1 true) #7
  %334 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 3, i32 1
  %335 = load i32, i32* %334, align 4, !tbaa !25
  %336 = tail call i32 @llvm.abs.i32(i32 %335, i1 true) #7
  %337 = add nuw nsw i32 %333, %330
  %338 = add nuw nsw i32 %337, %336
  %339 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 4, i32 0
  %340 = load i32, i32* %339, align 4, !tbaa !23
  %341 = tail call i32 @llvm.abs.i32(i32 %340, i1 true) #7
  %342 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 4, i32 1
  %343 = load i32, i32* %342, align 4, !tbaa !25
  %344 = tail call i32 @llvm.abs.i32(i32 %343, i1 true) #7
  %345 = add nuw nsw i32 %341, %338
  %346 = add nuw nsw i32 %345, %344
  %347 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 5, i32 0
  %348 = load i32, i32* %347, align 4, !tbaa !23
  %349 = tail call i32 @llvm.abs.i32(i32 %348, i1 true) #7
  %350 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 5, i32 1
  %351 = load i32, i32* %350, align 4, !tbaa !25
  %352 = tail call i32 @llvm.abs.i32(i32 %351, i1 true) #7
  %353 = add nuw nsw i32 %349, %346
  %354 = add nuw nsw i32 %353, %352
  %355 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i32 0, i32 0), i32 noundef %354)
  %356 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %357 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0))
  %358 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %359 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i32 0, i32 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %360 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #7
  %361 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i32 noundef 2) #7
  %362 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i32 noundef 12)
  %363 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i32 0, i32 0), i32 noundef 51, i32 noundef 6561)
  %364 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %365 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), i32 noundef 22)
  %366 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i32 0, i32 0), i32 noundef 9, i32 noundef 1)
  %367 = bitcast %struct.Point* %419 to i8*
  tail call void @_ZdaPv(i8* noundef %367) #9
  %368 = icmp eq i32* %135, null
  br i1 %368, label %371, label %369

369:                                              ; preds = %307
  %370 = bitcast i32* %135 to i8*
  tail call void @_ZdaPv(i8* noundef %370) #9
  br label %371

371:                                              ; preds = %307, %369
  %372 = icmp eq double* %67, null
  br i1 %372, label %375, label %373

373:                                              ; preds = %371
  %374 = bitcast double* %67 to i8*
  tail call void @_ZdaPv(i8* noundef %374) #9
  br label %375

375:                                              ; preds = %373, %371
  ret i32 17

376:                                              ; preds = %141, %418
  %377 = phi i32 [ 2, %141 ], [ %421, %418 ]
  %378 = phi i32 [ 4, %141 ], [ %420, %418 ]
  %379 = phi %struct.Point* [ %303, %141 ], [ %419, %418 ]
  %380 = mul nsw i32 %377, -3
  %381 = icmp eq i32 %377, %378
  br i1 %381, label %382, label %418

382:                                              ; preds = %376
  %383 = shl nuw nsw i32 %377, 1
  %384 = shl nuw nsw i32 %377, 4
  %385 = tail call noalias noundef nonnull i8* @_Znaj(i32 noundef %384) #8
  %386 = bitcast i8* %385 to %struct.Point*
  %387 = bitcast %struct.Point* %379 to i64*
  %388 = bitcast i8* %385 to i64*
  %389 = load i64, i64* %387, align 4
  store i64 %389, i64* %388, align 4
  %390 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 1
  %391 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 1
  %392 = bitcast %struct.Point* %390 to i64*
  %393 = bitcast %struct.Point* %391 to i64*
  %394 = load i64, i64* %392, align 4
  store i64 %394, i64* %393, align 4
  %395 = icmp eq i32 %377, 2
  br i1 %395, label %416, label %396, !llvm.loop !26

396:                                              ; preds = %382
  %397 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 2
  %398 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 2
  %399 = bitcast %struct.Point* %397 to i64*
  %400 = bitcast %struct.Point* %398 to i64*
  %401 = load i64, i64* %399, align 4
  store i64 %401, i64* %400, align 4
  %402 = icmp eq i32 %377, 3
  br i1 %402, label %416, label %403, !llvm.loop !26

403:                                              ; preds = %396
  %404 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 3
  %405 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 3
  %406 = bitcast %struct.Point* %404 to i64*
  %407 = bitcast %struct.Point* %405 to i64*
  %408 = load i64, i64* %406, align 4
  store i64 %408, i64* %407, align 4
  %409 = icmp eq i32 %377, 4
  br i1 %409, label %416, label %410, !llvm.loop !26

410:                                              ; preds = %403
  %411 = getelementptr inbounds %struct.Point, %struct.Point* %379, i32 4
  %412 = getelementptr inbounds %struct.Point, %struct.Point* %386, i32 4
  %413 = bitcast %struct.Point* %411 to i64*
  %414 = bitcast %struct.Point* %412 to i64*
  %415 = load i64, i64* %413, align 4
  store i64 %415, i64* %414, align 4
  br label %416

416:                                              ; preds = %382, %396, %403, %410
  %417 = bitcast %struct.Point* %379 to i8*
  tail call void @_ZdaPv(i8* noundef %417) #9
  br label %418

418:                                              ; preds = %416, %376
  %419 = phi %struct.Point* [ %379, %376 ], [ %386, %416 ]
  %420 = phi i32 [ %378, %376 ], [ %383, %416 ]
  %421 = add nuw nsw i32 %377, 1
  %422 = getelementptr inbounds %struct.Point, %struct.Point* %419, i32 %377
  %423 = bitcast %struct.Point* %422 to i64*
  %424 = zext i32 %380 to i64
  %425 = shl nuw i64 %424, 32
  %426 = zext i32 %377 to i64
  %427 = or i64 %425, %426
  store i64 %427, i64* %423, align 4
  %428 = icmp eq i32 %421, 6
  br i1 %428, label %307, label %376, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znaj(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind allocsize(0) }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!12 = distinct !{!12, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !16}
!23 = !{!24, !7, i64 0}
!24 = !{!"_ZTS5Point", !7, i64 0, !7, i64 4}
!25 = !{!24, !7, i64 4}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16, !28}
!28 = !{!"llvm.loop.peeled.count", i32 2}

; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define noundef i8* @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define noundef i8* @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define noundef i8* @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0)
}

; Function Attrs: norecurse nounwind
define noundef i32 @main() local_unnamed_addr #1 {
  br label %42

1:                                                ; preds = %70, %34
  %2 = phi double* [ %35, %34 ], [ null, %70 ]
  %3 = phi double* [ %36, %34 ], [ null, %70 ]
  %4 = phi double* [ %37, %34 ], [ null, %70 ]
  %5 = phi i32 [ %38, %34 ], [ 0, %70 ]
  %6 = phi i32 [ %39, %34 ], [ 0, %70 ]
  %7 = getelementptr inbounds i32, i32* %71, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !9, !noalias !13
  %9 = sitofp i32 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double 3.000000e+00) #7
  %11 = icmp eq i32 %6, %5
  br i1 %11, label %12, label %34

12:                                               ; preds = %1
  %13 = icmp eq i32 %5, 0
  %14 = shl nsw i32 %5, 1
  %15 = select i1 %13, i32 4, i32 %14
  %16 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %15, i32 8) #7
  %17 = extractvalue { i32, i1 } %16, 1
  %18 = extractvalue { i32, i1 } %16, 0
  %19 = select i1 %17, i32 -1, i32 %18
  %20 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %19) #8, !noalias !13
  %21 = bitcast i8* %20 to double*
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %12
  %24 = icmp eq double* %3, null
  br i1 %24, label %34, label %32

25:                                               ; preds = %12, %25
  %26 = phi i32 [ %30, %25 ], [ 0, %12 ]
  %27 = getelementptr inbounds double, double* %3, i32 %26
  %28 = load double, double* %27, align 4, !tbaa !16, !noalias !13
  %29 = getelementptr inbounds double, double* %21, i32 %26
  store double %28, double* %29, align 4, !tbaa !16, !noalias !13
  %30 = add nuw nsw i32 %26, 1
  %31 = icmp eq i32 %30, %5
  br i1 %31, label %32, label %25, !llvm.loop !18

32:                                               ; preds = %25, %23
  %33 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef %33) #9, !noalias !13
  br label %34

34:                                               ; preds = %23, %32, %1
  %35 = phi double* [ %2, %1 ], [ %21, %32 ], [ %21, %23 ]
  %36 = phi double* [ %3, %1 ], [ %21, %32 ], [ %21, %23 ]
  %37 = phi double* [ %4, %1 ], [ %21, %32 ], [ %21, %23 ]
  %38 = phi i32 [ %5, %1 ], [ %15, %32 ], [ %15, %23 ]
  %39 = add nuw nsw i32 %6, 1
  %40 = getelementptr inbounds double, double* %37, i32 %6
  store double %10, double* %40, align 4, !tbaa !16, !noalias !13
  %41 = icmp eq i32 %39, 20
  br i1 %41, label %77, label %1, !llvm.loop !20

42:                                               ; preds = %0, %70
  %43 = phi i32 [ 1, %0 ], [ %75, %70 ]
  %44 = phi i32 [ 0, %0 ], [ %72, %70 ]
  %45 = phi i32 [ 0, %0 ], [ %73, %70 ]
  %46 = phi i32* [ null, %0 ], [ %71, %70 ]
  %47 = mul nuw nsw i32 %43, %43
  %48 = icmp eq i32 %45, %44
  br i1 %48, label %49, label %70

49:                                               ; preds = %42
  %50 = icmp eq i32 %44, 0
  %51 = shl nuw nsw i32 %44, 1
  %52 = select i1 %50, i32 4, i32 %51
  %53 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %52, i32 4) #7
  %54 = extractvalue { i32, i1 } %53, 1
  %55 = extractvalue { i32, i1 } %53, 0
  %56 = select i1 %54, i32 -1, i32 %55
  %57 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %56) #8
  %58 = bitcast i8* %57 to i32*
  br i1 %50, label %59, label %61

59:                                               ; preds = %49
  %60 = icmp eq i32* %46, null
  br i1 %60, label %70, label %68

61:                                               ; preds = %49, %61
  %62 = phi i32 [ %66, %61 ], [ 0, %49 ]
  %63 = getelementptr inbounds i32, i32* %46, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !9
  %65 = getelementptr inbounds i32, i32* %58, i32 %62
  store i32 %64, i32* %65, align 4, !tbaa !9
  %66 = add nuw nsw i32 %62, 1
  %67 = icmp eq i32 %66, %44
  br i1 %67, label %68, label %61, !llvm.loop !21

68:                                               ; preds = %61, %59
  %69 = bitcast i32* %46 to i8*
  tail call void @_ZdaPv(i8* noundef %69) #9
  br label %70

70:                                               ; preds = %59, %68, %42
  %71 = phi i32* [ %46, %42 ], [ %58, %68 ], [ %58, %59 ]
  %72 = phi i32 [ %44, %42 ], [ %52, %68 ], [ 4, %59 ]
  %73 = add nuw nsw i32 %45, 1
  %74 = getelementptr inbounds i32, i32* %71, i32 %45
  store i32 %47, i32* %74, align 4, !tbaa !9
  %75 = add nuw nsw i32 %43, 1
  %76 = icmp eq i32 %73, 20
  br i1 %76, label %1, label %42, !llvm.loop !22

77:                                               ; preds = %34
  %78 = getelementptr inbounds double, double* %35, i32 19
  %79 = load double, double* %78, align 4, !tbaa !16
  %80 = load double, double* %35, align 4, !tbaa !16
  %81 = fadd double %80, 0.000000e+00
  %82 = getelementptr inbounds double, double* %35, i32 1
  %83 = load double, double* %82, align 4, !tbaa !16
  %84 = fadd double %81, %83
  %85 = getelementptr inbounds double, double* %35, i32 2
  %86 = load double, double* %85, align 4, !tbaa !16
  %87 = fadd double %84, %86
  %88 = getelementptr inbounds double, double* %35, i32 3
  %89 = load double, double* %88, align 4, !tbaa !16
  %90 = fadd double %87, %89
  %91 = getelementptr inbounds double, double* %35, i32 4
  %92 = load double, double* %91, align 4, !tbaa !16
  %93 = fadd double %90, %92
  %94 = getelementptr inbounds double, double* %35, i32 5
  %95 = load double, double* %94, align 4, !tbaa !16
  %96 = fadd double %93, %95
  %97 = getelementptr inbounds double, double* %35, i32 6
  %98 = load double, double* %97, align 4, !tbaa !16
  %99 = fadd double %96, %98
  %100 = getelementptr inbounds double, double* %35, i32 7
  %101 = load double, double* %100, align 4, !tbaa !16
  %102 = fadd double %99, %101
  %103 = getelementptr inbounds double, double* %35, i32 8
  %104 = load double, double* %103, align 4, !tbaa !16
  %105 = fadd double %102, %104
  %106 = getelementptr inbounds double, double* %35, i32 9
  %107 = load double, double* %106, align 4, !tbaa !16
  %108 = fadd double %105, %107
  %109 = getelementptr inbounds double, double* %35, i32 10
  %110 = load double, double* %109, align 4, !tbaa !16
  %111 = fadd double %108, %110
  %112 = getelementptr inbounds double, double* %35, i32 11
  %113 = load double, double* %112, align 4, !tbaa !16
  %114 = fadd double %111, %113
  %115 = getelementptr inbounds double, double* %35, i32 12
  %116 = load double, double* %115, align 4, !tbaa !16
  %117 = fadd double %114, %116
  %118 = getelementptr inbounds double, double* %35, i32 13
  %119 = load double, double* %118, align 4, !tbaa !16
  %120 = fadd double %117, %119
  %121 = getelementptr inbounds double, double* %35, i32 14
  %122 = load double, double* %121, align 4, !tbaa !16
  %123 = fadd double %120, %122
  %124 = getelementptr inbounds double, double* %35, i32 15
  %125 = load double, double* %124, align 4, !tbaa !16
  %126 = fadd double %123, %125
  %127 = getelementptr inbounds double, double* %35, i32 16
  %128 = load double, double* %127, align 4, !tbaa !16
  %129 = fadd double %126, %128
  %130 = getelementptr inbounds double, double* %35, i32 17
  %131 = load double, double* %130, align 4, !tbaa !16
  %132 = fadd double %129, %131
  %133 = getelementptr inbounds double, double* %35, i32 18
  %134 = load double, double* %133, align 4, !tbaa !16
  %135 = fadd double %132, %134
  %136 = fadd double %135, %79
  %137 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i32 0, i32 0), i32 noundef 20, double noundef %79, double noundef %136)
  %138 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef 20, i32 noundef 0)
  %139 = load i32, i32* %71, align 4, !tbaa !9
  %140 = and i32 %139, 1
  %141 = xor i32 %140, 1
  %142 = getelementptr inbounds i32, i32* %71, i32 1
  %143 = load i32, i32* %142, align 4, !tbaa !9
  %144 = and i32 %143, 1
  %145 = xor i32 %144, 1
  %146 = add nuw nsw i32 %145, %141
  %147 = getelementptr inbounds i32, i32* %71, i32 2
  %148 = load i32, i32* %147, align 4, !tbaa !9
  %149 = and i32 %148, 1
  %150 = xor i32 %149, 1
  %151 = add nuw nsw i32 %150, %146
  %152 = getelementptr inbounds i32, i32* %71, i32 3
  %153 = load i32, i32* %152, align 4, !tbaa !9
  %154 = and i32 %153, 1
  %155 = xor i32 %154, 1
  %156 = add nuw nsw i32 %155, %151
  %157 = getelementptr inbounds i32, i32* %71, i32 4
  %158 = load i32, i32* %157, align 4, !tbaa !9
  %159 = and i32 %158, 1
  %160 = xor i32 %159, 1
  %161 = add nuw nsw i32 %160, %156
  %162 = getelementptr inbounds i32, i32* %71, i32 5
  %163 = load i32, i32* %162, align 4, !tbaa !9
  %164 = and i32 %163, 1
  %165 = xor i32 %164, 1
  %166 = add nuw nsw i32 %165, %161
  %167 = getelementptr inbounds i32, i32* %71, i32 6
  %168 = load i32, i32* %167, align 4, !tbaa !9
  %169 = and i32 %168, 1
  %170 = xor i32 %169, 1
  %171 = add nuw nsw i32 %170, %166
  %172 = getelementptr inbounds i32, i32* %71, i32 7
  %173 = load i32, i32* %172, align 4, !tbaa !9
  %174 = and i32 %173, 1
  %175 = xor i32 %174, 1
  %176 = add nuw nsw i32 %175, %171
  %177 = getelementptr inbounds i32, i32* %71, i32 8
  %178 = load i32, i32* %177, align 4, !tbaa !9
  %179 = and i32 %178, 1
  %180 = xor i32 %179, 1
  %181 = add nuw nsw i32 %180, %176
  %182 = getelementptr inbounds i32, i32* %71, i32 9
  %183 = load i32, i32* %182, align 4, !tbaa !9
  %184 = and i32 %183, 1
  %185 = xor i32 %184, 1
  %186 = add nuw nsw i32 %185, %181
  %187 = getelementptr inbounds i32, i32* %71, i32 10
  %188 = load i32, i32* %187, align 4, !tbaa !9
  %189 = and i32 %188, 1
  %190 = xor i32 %189, 1
  %191 = add nuw nsw i32 %190, %186
  %192 = getelementptr inbounds i32, i32* %71, i32 11
  %193 = load i32, i32* %192, align 4, !tbaa !9
  %194 = and i32 %193, 1
  %195 = xor i32 %194, 1
  %196 = add nuw nsw i32 %195, %191
  %197 = getelementptr inbounds i32, i32* %71, i32 12
  %198 = load i32, i32* %197, align 4, !tbaa !9
  %199 = and i32 %198, 1
  %200 = xor i32 %199, 1
  %201 = add nuw nsw i32 %200, %196
  %202 = getelementptr inbounds i32, i32* %71, i32 13
  %203 = load i32, i32* %202, align 4, !tbaa !9
  %204 = and i32 %203, 1
  %205 = xor i32 %204, 1
  %206 = add nuw nsw i32 %205, %201
  %207 = getelementptr inbounds i32, i32* %71, i32 14
  %208 = load i32, i32* %207, align 4, !tbaa !9
  %209 = and i32 %208, 1
  %210 = xor i32 %209, 1
  %211 = add nuw nsw i32 %210, %206
  %212 = getelementptr inbounds i32, i32* %71, i32 15
  %213 = load i32, i32* %212, align 4, !tbaa !9
  %214 = and i32 %213, 1
  %215 = xor i32 %214, 1
  %216 = add nuw nsw i32 %215, %211
  %217 = getelementptr inbounds i32, i32* %71, i32 16
  %218 = load i32, i32* %217, align 4, !tbaa !9
  %219 = and i32 %218, 1
  %220 = xor i32 %219, 1
  %221 = add nuw nsw i32 %220, %216
  %222 = getelementptr inbounds i32, i32* %71, i32 17
  %223 = load i32, i32* %222, align 4, !tbaa !9
  %224 = and i32 %223, 1
  %225 = xor i32 %224, 1
  %226 = add nuw nsw i32 %225, %221
  %227 = getelementptr inbounds i32, i32* %71, i32 18
  %228 = load i32, i32* %227, align 4, !tbaa !9
  %229 = and i32 %228, 1
  %230 = xor i32 %229, 1
  %231 = add nuw nsw i32 %230, %226
  %232 = getelementptr inbounds i32, i32* %71, i32 19
  %233 = load i32, i32* %232, align 4, !tbaa !9
  %234 = and i32 %233, 1
  %235 = xor i32 %234, 1
  %236 = add nuw nsw i32 %235, %231
  %237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %236)
  %238 = tail call noalias noundef nonnull dereferenceable(32) i8* @_Znam(i32 noundef 32) #8
  %239 = bitcast i8* %238 to %struct.Point*
  %240 = bitcast %struct.Point* %239 to i64*
  store i64 0, i64* %240, align 4
  br label %310

241:                                              ; preds = %354
  %242 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 0, i32 0
  %243 = load i32, i32* %242, align 4, !tbaa !23
  %244 = tail call i32 @llvm.abs.i32(i32 %243, i1 true) #7
  %245 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 0, i32 1
  %246 = load i32, i32* %245, align 4, !tbaa !25
  %247 = tail call i32 @llvm.abs.i32(i32 %246, i1 true) #7
  %248 = add nuw nsw i32 %244, %247
  %249 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 1, i32 0
  %250 = load i32, i32* %249, align 4, !tbaa !23
  %251 = tail call i32 @llvm.abs.i32(i32 %250, i1 true) #7
  %252 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 1, i32 1
  %253 = load i32, i32* %252, align 4, !tbaa !25
  %254 = tail call i32 @llvm.abs.i32(i32 %253, i1 true) #7
  %255 = add nuw nsw i32 %251, %248
  %256 = add nuw nsw i32 %255, %254
  %257 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 2, i32 0
  %258 = load i32, i32* %257, align 4, !tbaa !23
  %259 = tail call i32 @llvm.abs.i32(i32 %258, i1 true) #7
  %260 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 2, i32 1
  %261 = load i32, i32* %260, align 4, !tbaa !25
  %262 = tail call i32 @llvm.abs.i32(i32 %261, i1 true) #7
  %263 = add nuw nsw i32 %259, %256
  %264 = add nuw nsw i32 %263, %262
  %265 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 3, i32 0
  %266 = load i32, i32* %265, align 4, !tbaa !23
  %267 = tail call i32 @llvm.abs.i32(i32 %266, i1 true) #7
  %268 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 3, i32 1
  %269 = load i32, i32* %268, align 4, !tbaa !25
  %270 = tail call i32 @llvm.abs.i32(i32 %269, i1 true) #7
  %271 = add nuw nsw i32 %267, %264
  %272 = add nuw nsw i32 %271, %270
  %273 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 4, i32 0
  %274 = load i32, i32* %273, align 4, !tbaa !23
  %275 = tail call i32 @llvm.abs.i32(i32 %274, i1 true) #7
  %276 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 4, i32 1
  %277 = load i32, i32* %276, align 4, !tbaa !25
  %278 = tail call i32 @llvm.abs.i32(i32 %277, i1 true) #7
  %279 = add nuw nsw i32 %275, %272
  %280 = add nuw nsw i32 %279, %278
  %281 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 5, i32 0
  %282 = load i32, i32* %281, align 4, !tbaa !23
  %283 = tail call i32 @llvm.abs.i32(i32 %282, i1 true) #7
  %284 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 5, i32 1
  %285 = load i32, i32* %284, align 4, !tbaa !25
  %286 = tail call i32 @llvm.abs.i32(i32 %285, i1 true) #7
  %287 = add nuw nsw i32 %283, %280
  %288 = add nuw nsw i32 %287, %286
  %289 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i32 0, i32 0), i32 noundef %288)
  %290 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i32 0, i32 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %291 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0))
  %292 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i32 0, i32 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %293 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i32 0, i32 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %294 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #7
  %295 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i32 0, i32 0), i32 noundef 2) #7
  %296 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i32 noundef 12)
  %297 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i32 0, i32 0), i32 noundef 51, i32 noundef 6561)
  %298 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %299 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), i32 noundef 22)
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i32 0, i32 0), i32 noundef 9, i32 noundef 1)
  %301 = bitcast %struct.Point* %355 to i8*
  tail call void @_ZdaPv(i8* noundef %301) #9
  %302 = icmp eq i32* %71, null
  br i1 %302, label %305, label %303

303:                                              ; preds = %241
  %304 = bitcast i32* %71 to i8*
  tail call void @_ZdaPv(i8* noundef %304) #9
  br label %305

305:                                              ; preds = %241, %303
  %306 = icmp eq double* %35, null
  br i1 %306, label %309, label %307

307:                                              ; preds = %305
  %308 = bitcast double* %35 to i8*
  tail call void @_ZdaPv(i8* noundef %308) #9
  br label %309

309:                                              ; preds = %307, %305
  ret i32 17

310:                                              ; preds = %77, %354
  %311 = phi i32 [ 1, %77 ], [ %357, %354 ]
  %312 = phi i32 [ 4, %77 ], [ %356, %354 ]
  %313 = phi %struct.Point* [ %239, %77 ], [ %355, %354 ]
  %314 = mul nsw i32 %311, -3
  %315 = icmp eq i32 %311, %312
  br i1 %315, label %316, label %354

316:                                              ; preds = %310
  %317 = shl nuw nsw i32 %311, 1
  %318 = shl nuw nsw i32 %311, 4
  %319 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %318) #8
  %320 = bitcast i8* %319 to %struct.Point*
  %321 = bitcast %struct.Point* %313 to i64*
  %322 = bitcast i8* %319 to i64*
  %323 = load i64, i64* %321, align 4
  store i64 %323, i64* %322, align 4
  %324 = icmp eq i32 %311, 1
  br i1 %324, label %352, label %325, !llvm.loop !26

325:                                              ; preds = %316
  %326 = getelementptr inbounds %struct.Point, %struct.Point* %313, i32 1
  %327 = getelementptr inbounds %struct.Point, %struct.Point* %320, i32 1
  %328 = bitcast %struct.Point* %326 to i64*
  %329 = bitcast %struct.Point* %327 to i64*
  %330 = load i64, i64* %328, align 4
  store i64 %330, i64* %329, align 4
  %331 = icmp eq i32 %311, 2
  br i1 %331, label %352, label %332, !llvm.loop !26

332:                                              ; preds = %325
  %333 = getelementptr inbounds %struct.Point, %struct.Point* %313, i32 2
  %334 = getelementptr inbounds %struct.Point, %struct.Point* %320, i32 2
  %335 = bitcast %struct.Point* %333 to i64*
  %336 = bitcast %struct.Point* %334 to i64*
  %337 = load i64, i64* %335, align 4
  store i64 %337, i64* %336, align 4
  %338 = icmp eq i32 %311, 3
  br i1 %338, label %352, label %339, !llvm.loop !26

339:                                              ; preds = %332
  %340 = getelementptr inbounds %struct.Point, %struct.Point* %313, i32 3
  %341 = getelementptr inbounds %struct.Point, %struct.Point* %320, i32 3
  %342 = bitcast %struct.Point* %340 to i64*
  %343 = bitcast %struct.Point* %341 to i64*
  %344 = load i64, i64* %342, align 4
  store i64 %344, i64* %343, align 4
  %345 = icmp eq i32 %311, 4
  br i1 %345, label %352, label %346, !llvm.loop !26

346:                                              ; preds = %339
  %347 = getelementptr inbounds %struct.Point, %struct.Point* %313, i32 4
  %348 = getelementptr inbounds %struct.Point, %struct.Point* %320, i32 4
  %349 = bitcast %struct.Point* %347 to i64*
  %350 = bitcast %struct.Point* %348 to i64*
  %351 = load i64, i64* %349, align 4
  store i64 %351, i64* %350, align 4
  br label %352

352:                                              ; preds = %316, %325, %332, %339, %346
  %353 = bitcast %struct.Point* %313 to i8*
  tail call void @_ZdaPv(i8* noundef %353) #9
  br label %354

354:                                              ; preds = %352, %310
  %355 = phi %struct.Point* [ %313, %310 ], [ %320, %352 ]
  %356 = phi i32 [ %312, %310 ], [ %317, %352 ]
  %357 = add nuw nsw i32 %311, 1
  %358 = getelementptr inbounds %struct.Point, %struct.Point* %355, i32 %311
  %359 = bitcast %struct.Point* %358 to i64*
  %360 = zext i32 %314 to i64
  %361 = shl nuw i64 %360, 32
  %362 = zext i32 %311 to i64
  %363 = or i64 %361, %362
  store i64 %363, i64* %359, align 4
  %364 = icmp eq i32 %357, 6
  br i1 %364, label %241, label %310, !llvm.loop !27
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { builtin nounwind allocsize(0) }
attributes #9 = { builtin nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!15 = distinct !{!15, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !11, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = !{!24, !10, i64 0}
!24 = !{!"_ZTS5Point", !10, i64 0, !10, i64 4}
!25 = !{!24, !10, i64 4}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19, !28}
!28 = !{!"llvm.loop.peeled.count", i32 1}

; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0)
}

; Function Attrs: norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %75

1:                                                ; preds = %129, %67
  %2 = phi double* [ %68, %67 ], [ null, %129 ]
  %3 = phi double* [ %69, %67 ], [ null, %129 ]
  %4 = phi double* [ %70, %67 ], [ null, %129 ]
  %5 = phi i32 [ %71, %67 ], [ 0, %129 ]
  %6 = phi i64 [ %72, %67 ], [ 0, %129 ]
  %7 = shl nuw nsw i64 %6, 3
  %8 = bitcast double* %3 to i8*
  %9 = getelementptr inbounds i32, i32* %131, i64 %6
  %10 = load i32, i32* %9, align 4, !tbaa !10, !noalias !14
  %11 = sitofp i32 %10 to double
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 2.000000e+00, double 3.000000e+00) #8
  %13 = zext i32 %5 to i64
  %14 = icmp eq i64 %6, %13
  br i1 %14, label %15, label %67

15:                                               ; preds = %1
  %16 = icmp eq i32 %5, 0
  %17 = shl nsw i32 %5, 1
  %18 = select i1 %16, i32 4, i32 %17
  %19 = sext i32 %18 to i64
  %20 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %19, i64 8) #8
  %21 = extractvalue { i64, i1 } %20, 1
  %22 = extractvalue { i64, i1 } %20, 0
  %23 = select i1 %21, i64 -1, i64 %22
  %24 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %23) #9, !noalias !14
  %25 = bitcast i8* %24 to double*
  %26 = icmp sgt i32 %5, 0
  br i1 %26, label %27, label %56

27:                                               ; preds = %15
  %28 = icmp ult i64 %6, 4
  br i1 %28, label %54, label %29

29:                                               ; preds = %27
  %30 = getelementptr i8, i8* %24, i64 %7
  %31 = getelementptr double, double* %3, i64 %6
  %32 = bitcast double* %31 to i8*
  %33 = icmp ult i8* %24, %32
  %34 = icmp ugt i8* %30, %8
  %35 = and i1 %33, %34
  br i1 %35, label %54, label %36

36:                                               ; preds = %29
  %37 = and i64 %6, 9223372036854775804
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %50, %38 ]
  %40 = getelementptr inbounds double, double* %3, i64 %39
  %41 = bitcast double* %40 to <2 x double>*
  %42 = load <2 x double>, <2 x double>* %41, align 8, !tbaa !17, !alias.scope !19, !noalias !14
  %43 = getelementptr inbounds double, double* %40, i64 2
  %44 = bitcast double* %43 to <2 x double>*
  %45 = load <2 x double>, <2 x double>* %44, align 8, !tbaa !17, !alias.scope !19, !noalias !14
  %46 = getelementptr inbounds double, double* %25, i64 %39
  %47 = bitcast double* %46 to <2 x double>*
  store <2 x double> %42, <2 x double>* %47, align 8, !tbaa !17, !alias.scope !22, !noalias !24
  %48 = getelementptr inbounds double, double* %46, i64 2
  %49 = bitcast double* %48 to <2 x double>*
  store <2 x double> %45, <2 x double>* %49, align 8, !tbaa !17, !alias.scope !22, !noalias !24
  %50 = add nuw i64 %39, 4
  %51 = icmp eq i64 %50, %37
  br i1 %51, label %52, label %38, !llvm.loop !25

52:                                               ; preds = %38
  %53 = icmp eq i64 %6, %37
  br i1 %53, label %65, label %54

54:                                               ; preds = %29, %27, %52
  %55 = phi i64 [ 0, %29 ], [ 0, %27 ], [ %37, %52 ]
  br label %58

56:                                               ; preds = %15
  %57 = icmp eq double* %3, null
  br i1 %57, label %67, label %65

58:                                               ; preds = %54, %58
  %59 = phi i64 [ %63, %58 ], [ %55, %54 ]
  %60 = getelementptr inbounds double, double* %3, i64 %59
  %61 = load double, double* %60, align 8, !tbaa !17, !noalias !14
  %62 = getelementptr inbounds double, double* %25, i64 %59
  store double %61, double* %62, align 8, !tbaa !17, !noalias !14
  %63 = add nuw nsw i64 %59, 1
  %64 = icmp eq i64 %63, %6
  br i1 %64, label %65, label %58, !llvm.loop !28

65:                                               ; preds = %58, %52, %56
  %66 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef %66) #10, !noalias !14
  br label %67

67:                                               ; preds = %56, %65, %1
  %68 = phi double* [ %2, %1 ], [ %25, %65 ], [ %25, %56 ]
  %69 = phi double* [ %3, %1 ], [ %25, %65 ], [ %25, %56 ]
  %70 = phi double* [ %4, %1 ], [ %25, %65 ], [ %25, %56 ]
  %71 = phi i32 [ %5, %1 ], [ %18, %65 ], [ %18, %56 ]
  %72 = add nuw nsw i64 %6, 1
  %73 = getelementptr inbounds double, double* %70, i64 %6
  store double %12, double* %73, align 8, !tbaa !17, !noalias !14
  %74 = icmp eq i64 %72, 20
  br i1 %74, label %136, label %1, !llvm.loop !29

75:                                               ; preds = %0, %129
  %76 = phi i64 [ 0, %0 ], [ %132, %129 ]
  %77 = phi i32 [ 1, %0 ], [ %134, %129 ]
  %78 = phi i32* [ null, %0 ], [ %131, %129 ]
  %79 = phi i32 [ 0, %0 ], [ %130, %129 ]
  %80 = shl nuw nsw i64 %76, 2
  %81 = bitcast i32* %78 to i8*
  %82 = mul nuw nsw i32 %77, %77
  %83 = zext i32 %79 to i64
  %84 = icmp eq i64 %76, %83
  br i1 %84, label %85, label %129

85:                                               ; preds = %75
  %86 = icmp eq i64 %76, 0
  %87 = trunc i64 %76 to i32
  %88 = shl i32 %87, 1
  %89 = select i1 %86, i32 4, i32 %88
  %90 = zext i32 %89 to i64
  %91 = shl nuw nsw i64 %90, 2
  %92 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %91) #9
  %93 = bitcast i8* %92 to i32*
  br i1 %86, label %118, label %94

94:                                               ; preds = %85
  %95 = icmp ult i64 %76, 4
  br i1 %95, label %116, label %96

96:                                               ; preds = %94
  %97 = getelementptr i8, i8* %92, i64 %80
  %98 = getelementptr i32, i32* %78, i64 %76
  %99 = bitcast i32* %98 to i8*
  %100 = icmp ult i8* %92, %99
  %101 = icmp ugt i8* %97, %81
  %102 = and i1 %100, %101
  br i1 %102, label %116, label %103

103:                                              ; preds = %96
  %104 = and i64 %76, 9223372036854775804
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ 0, %103 ], [ %112, %105 ]
  %107 = getelementptr inbounds i32, i32* %78, i64 %106
  %108 = bitcast i32* %107 to <4 x i32>*
  %109 = load <4 x i32>, <4 x i32>* %108, align 4, !tbaa !10, !alias.scope !30
  %110 = getelementptr inbounds i32, i32* %93, i64 %106
  %111 = bitcast i32* %110 to <4 x i32>*
  store <4 x i32> %109, <4 x i32>* %111, align 4, !tbaa !10, !alias.scope !33, !noalias !30
  %112 = add nuw i64 %106, 4
  %113 = icmp eq i64 %112, %104
  br i1 %113, label %114, label %105, !llvm.loop !35

114:                                              ; preds = %105
  %115 = icmp eq i64 %76, %104
  br i1 %115, label %127, label %116

116:                                              ; preds = %96, %94, %114
  %117 = phi i64 [ 0, %96 ], [ 0, %94 ], [ %104, %114 ]
  br label %120

118:                                              ; preds = %85
  %119 = icmp eq i32* %78, null
  br i1 %119, label %129, label %127

120:                                              ; preds = %116, %120
  %121 = phi i64 [ %125, %120 ], [ %117, %116 ]
  %122 = getelementptr inbounds i32, i32* %78, i64 %121
  %123 = load i32, i32* %122, align 4, !tbaa !10
  %124 = getelementptr inbounds i32, i32* %93, i64 %121
  store i32 %123, i32* %124, align 4, !tbaa !10
  %125 = add nuw nsw i64 %121, 1
  %126 = icmp eq i64 %125, %76
  br i1 %126, label %127, label %120, !llvm.loop !36

127:                                              ; preds = %120, %114, %118
  %128 = bitcast i32* %78 to i8*
  tail call void @_ZdaPv(i8* noundef %128) #10
  br label %129

129:                                              ; preds = %118, %127, %75
  %130 = phi i32 [ %79, %75 ], [ %89, %127 ], [ 4, %118 ]
  %131 = phi i32* [ %78, %75 ], [ %93, %127 ], [ %93, %118 ]
  %132 = add nuw nsw i64 %76, 1
  %133 = getelementptr inbounds i32, i32* %131, i64 %76
  store i32 %82, i32* %133, align 4, !tbaa !10
  %134 = add nuw nsw i32 %77, 1
  %135 = icmp eq i64 %132, 20
  br i1 %135, label %1, label %75, !llvm.loop !37

136:                                              ; preds = %67
  %137 = getelementptr inbounds double, double* %68, i64 19
  %138 = load double, double* %137, align 8, !tbaa !17
  %139 = load double, double* %68, align 8, !tbaa !17
  %140 = fadd double %139, 0.000000e+00
  %141 = getelementptr inbounds double, double* %68, i64 1
  %142 = load double, double* %141, align 8, !tbaa !17
  %143 = fadd double %140, %142
  %144 = getelementptr inbounds double, double* %68, i64 2
  %145 = load double, double* %144, align 8, !tbaa !17
  %146 = fadd double %143, %145
  %147 = getelementptr inbounds double, double* %68, i64 3
  %148 = load double, double* %147, align 8, !tbaa !17
  %149 = fadd double %146, %148
  %150 = getelementptr inbounds double, double* %68, i64 4
  %151 = load double, double* %150, align 8, !tbaa !17
  %152 = fadd double %149, %151
  %153 = getelementptr inbounds double, double* %68, i64 5
  %154 = load double, double* %153, align 8, !tbaa !17
  %155 = fadd double %152, %154
  %156 = getelementptr inbounds double, double* %68, i64 6
  %157 = load double, double* %156, align 8, !tbaa !17
  %158 = fadd double %155, %157
  %159 = getelementptr inbounds double, double* %68, i64 7
  %160 = load double, double* %159, align 8, !tbaa !17
  %161 = fadd double %158, %160
  %162 = getelementptr inbounds double, double* %68, i64 8
  %163 = load double, double* %162, align 8, !tbaa !17
  %164 = fadd double %161, %163
  %165 = getelementptr inbounds double, double* %68, i64 9
  %166 = load double, double* %165, align 8, !tbaa !17
  %167 = fadd double %164, %166
  %168 = getelementptr inbounds double, double* %68, i64 10
  %169 = load double, double* %168, align 8, !tbaa !17
  %170 = fadd double %167, %169
  %171 = getelementptr inbounds double, double* %68, i64 11
  %172 = load double, double* %171, align 8, !tbaa !17
  %173 = fadd double %170, %172
  %174 = getelementptr inbounds double, double* %68, i64 12
  %175 = load double, double* %174, align 8, !tbaa !17
  %176 = fadd double %173, %175
  %177 = getelementptr inbounds double, double* %68, i64 13
  %178 = load double, double* %177, align 8, !tbaa !17
  %179 = fadd double %176, %178
  %180 = getelementptr inbounds double, double* %68, i64 14
  %181 = load double, double* %180, align 8, !tbaa !17
  %182 = fadd double %179, %181
  %183 = getelementptr inbounds double, double* %68, i64 15
  %184 = load double, double* %183, align 8, !tbaa !17
  %185 = fadd double %182, %184
  %186 = getelementptr inbounds double, double* %68, i64 16
  %187 = load double, double* %186, align 8, !tbaa !17
  %188 = fadd double %185, %187
  %189 = getelementptr inbounds double, double* %68, i64 17
  %190 = load double, double* %189, align 8, !tbaa !17
  %191 = fadd double %188, %190
  %192 = getelementptr inbounds double, double* %68, i64 18
  %193 = load double, double* %192, align 8, !tbaa !17
  %194 = fadd double %191, %193
  %195 = fadd double %194, %138
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, double noundef %138, double noundef %195)
  %197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i32 noundef 20, i32 noundef 0)
  %198 = bitcast i32* %131 to <4 x i32>*
  %199 = load <4 x i32>, <4 x i32>* %198, align 4, !tbaa !10
  %200 = and <4 x i32> %199, <i32 1, i32 1, i32 1, i32 1>
  %201 = xor <4 x i32> %200, <i32 1, i32 1, i32 1, i32 1>
  %202 = getelementptr inbounds i32, i32* %131, i64 4
  %203 = bitcast i32* %202 to <16 x i32>*
  %204 = load <16 x i32>, <16 x i32>* %203, align 4, !tbaa !10
  %205 = and <16 x i32> %204, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %206 = xor <16 x i32> %205, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %207 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %206)
  %208 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %201)
  %209 = add nuw nsw i32 %207, %208
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %209)
  %211 = tail call noalias noundef nonnull dereferenceable(32) i8* @_Znam(i64 noundef 32) #9
  %212 = bitcast i8* %211 to %struct.Point*
  %213 = bitcast %struct.Point* %212 to i64*
  store i64 0, i64* %213, align 4
  %214 = getelementptr inbounds %struct.Point, %struct.Point* %212, i64 1
  %215 = bitcast %struct.Point* %214 to i64*
  store i64 -12884901887, i64* %215, align 4
  br label %277

216:                                              ; preds = %321
  %217 = bitcast %struct.Point* %323 to <2 x i32>*
  %218 = load <2 x i32>, <2 x i32>* %217, align 4, !tbaa !10
  %219 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 1, i32 0
  %220 = load i32, i32* %219, align 4, !tbaa !38
  %221 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 1, i32 1
  %222 = load i32, i32* %221, align 4, !tbaa !40
  %223 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 2, i32 0
  %224 = load i32, i32* %223, align 4, !tbaa !38
  %225 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 3, i32 0
  %226 = load i32, i32* %225, align 4, !tbaa !38
  %227 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 4, i32 0
  %228 = load i32, i32* %227, align 4, !tbaa !38
  %229 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 5, i32 0
  %230 = load i32, i32* %229, align 4, !tbaa !38
  %231 = insertelement <8 x i32> poison, i32 %230, i64 0
  %232 = insertelement <8 x i32> %231, i32 %228, i64 1
  %233 = insertelement <8 x i32> %232, i32 %226, i64 2
  %234 = insertelement <8 x i32> %233, i32 %224, i64 3
  %235 = insertelement <8 x i32> %234, i32 %220, i64 4
  %236 = shufflevector <2 x i32> %218, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %237 = shufflevector <8 x i32> %235, <8 x i32> %236, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 8, i32 9, i32 undef>
  %238 = insertelement <8 x i32> %237, i32 %222, i64 7
  %239 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %238, i1 true)
  %240 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 2, i32 1
  %241 = load i32, i32* %240, align 4, !tbaa !40
  %242 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 3, i32 1
  %243 = load i32, i32* %242, align 4, !tbaa !40
  %244 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 4, i32 1
  %245 = load i32, i32* %244, align 4, !tbaa !40
  %246 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 5, i32 1
  %247 = load i32, i32* %246, align 4, !tbaa !40
  %248 = insertelement <4 x i32> poison, i32 %241, i64 0
  %249 = insertelement <4 x i32> %248, i32 %243, i64 1
  %250 = insertelement <4 x i32> %249, i32 %245, i64 2
  %251 = insertelement <4 x i32> %250, i32 %247, i64 3
  %252 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %251, i1 true)
  %253 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %239)
  %254 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %252)
  %255 = add nuw nsw i32 %253, %254
  %256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %255)
  %257 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i64 0, i64 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %258 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0))
  %259 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %260 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef 1) #8
  %262 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i32 noundef 2) #8
  %263 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef 12)
  %264 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i64 0, i64 0), i32 noundef 51, i32 noundef 6561)
  %265 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i64 0, i64 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef 22)
  %267 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i64 0, i64 0), i32 noundef 9, i32 noundef 1)
  %268 = bitcast %struct.Point* %323 to i8*
  tail call void @_ZdaPv(i8* noundef %268) #10
  %269 = icmp eq i32* %131, null
  br i1 %269, label %272, label %270

270:                                              ; preds = %216
  %271 = bitcast i32* %131 to i8*
  tail call void @_ZdaPv(i8* noundef %271) #10
  br label %272

272:                                              ; preds = %216, %270
  %273 = icmp eq double* %68, null
  br i1 %273, label %276, label %274

274:                                              ; preds = %272
  %275 = bitcast double* %68 to i8*
  tail call void @_ZdaPv(i8* noundef %275) #10
  br label %276

276:                                              ; preds = %274, %272
  ret i32 17

277:                                              ; preds = %136, %321
  %278 = phi i64 [ 2, %136 ], [ %324, %321 ]
  %279 = phi %struct.Point* [ %212, %136 ], [ %323, %321 ]
  %280 = phi i32 [ 4, %136 ], [ %322, %321 ]
  %281 = zext i32 %280 to i64
  %282 = icmp eq i64 %278, %281
  br i1 %282, label %283, label %321

283:                                              ; preds = %277
  %284 = trunc i64 %278 to i32
  %285 = shl i32 %284, 1
  %286 = zext i32 %285 to i64
  %287 = shl nuw nsw i64 %286, 3
  %288 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %287) #9
  %289 = bitcast i8* %288 to %struct.Point*
  %290 = bitcast %struct.Point* %279 to i64*
  %291 = bitcast i8* %288 to i64*
  %292 = load i64, i64* %290, align 4
  store i64 %292, i64* %291, align 4
  %293 = getelementptr inbounds %struct.Point, %struct.Point* %279, i64 1
  %294 = getelementptr inbounds %struct.Point, %struct.Point* %289, i64 1
  %295 = bitcast %struct.Point* %293 to i64*
  %296 = bitcast %struct.Point* %294 to i64*
  %297 = load i64, i64* %295, align 4
  store i64 %297, i64* %296, align 4
  %298 = icmp eq i64 %278, 2
  br i1 %298, label %319, label %299, !llvm.loop !41

299:                                              ; preds = %283
  %300 = getelementptr inbounds %struct.Point, %struct.Point* %279, i64 2
  %301 = getelementptr inbounds %struct.Point, %struct.Point* %289, i64 2
  %302 = bitcast %struct.Point* %300 to i64*
  %303 = bitcast %struct.Point* %301 to i64*
  %304 = load i64, i64* %302, align 4
  store i64 %304, i64* %303, align 4
  %305 = icmp eq i64 %278, 3
  br i1 %305, label %319, label %306, !llvm.loop !41

306:                                              ; preds = %299
  %307 = getelementptr inbounds %struct.Point, %struct.Point* %279, i64 3
  %308 = getelementptr inbounds %struct.Point, %struct.Point* %289, i64 3
  %309 = bitcast %struct.Point* %307 to i64*
  %310 = bitcast %struct.Point* %308 to i64*
  %311 = load i64, i64* %309, align 4
  store i64 %311, i64* %310, align 4
  %312 = icmp eq i64 %278, 4
  br i1 %312, label %319, label %313, !llvm.loop !41

313:                                              ; preds = %306
  %314 = getelementptr inbounds %struct.Point, %struct.Point* %279, i64 4
  %315 = getelementptr inbounds %struct.Point, %struct.Point* %289, i64 4
  %316 = bitcast %struct.Point* %314 to i64*
  %317 = bitcast %struct.Point* %315 to i64*
  %318 = load i64, i64* %316, align 4
  store i64 %318, i64* %317, align 4
  br label %319

319:                                              ; preds = %283, %299, %306, %313
  %320 = bitcast %struct.Point* %279 to i8*
  tail call void @_ZdaPv(i8* noundef %320) #10
  br label %321

321:                                              ; preds = %319, %277
  %322 = phi i32 [ %280, %277 ], [ %285, %319 ]
  %323 = phi %struct.Point* [ %279, %277 ], [ %289, %319 ]
  %324 = add nuw nsw i64 %278, 1
  %325 = getelementptr inbounds %struct.Point, %struct.Point* %323, i64 %278
  %326 = bitcast %struct.Point* %325 to i64*
  %327 = mul nsw i64 %278, -12884901888
  %328 = or i64 %327, %278
  store i64 %328, i64* %326, align 4
  %329 = icmp eq i64 %324, 6
  br i1 %329, label %216, label %277, !llvm.loop !42
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { norecurse nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!16 = distinct !{!16, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !12, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = !{!15, !20}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = distinct !{!28, !26, !27}
!29 = distinct !{!29, !26}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !26, !27}
!36 = distinct !{!36, !26, !27}
!37 = distinct !{!37, !26}
!38 = !{!39, !11, i64 0}
!39 = !{!"_ZTS5Point", !11, i64 0, !11, i64 4}
!40 = !{!39, !11, i64 4}
!41 = distinct !{!41, !26}
!42 = distinct !{!42, !26, !43}
!43 = !{!"llvm.loop.peeled.count", i32 2}

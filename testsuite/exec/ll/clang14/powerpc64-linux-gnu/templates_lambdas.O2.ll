; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #1 {
  br label %44

1:                                                ; preds = %72, %36
  %2 = phi double* [ %37, %36 ], [ null, %72 ]
  %3 = phi double* [ %38, %36 ], [ null, %72 ]
  %4 = phi double* [ %39, %36 ], [ null, %72 ]
  %5 = phi i32 [ %40, %36 ], [ 0, %72 ]
  %6 = phi i64 [ %41, %36 ], [ 0, %72 ]
  %7 = getelementptr inbounds i32, i32* %74, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !5, !noalias !9
  %9 = sitofp i32 %8 to double
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 2.000000e+00, double 3.000000e+00) #8
  %11 = zext i32 %5 to i64
  %12 = icmp eq i64 %6, %11
  br i1 %12, label %13, label %36

13:                                               ; preds = %1
  %14 = icmp eq i32 %5, 0
  %15 = shl nsw i32 %5, 1
  %16 = select i1 %14, i32 4, i32 %15
  %17 = sext i32 %16 to i64
  %18 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %17, i64 8) #8
  %19 = extractvalue { i64, i1 } %18, 1
  %20 = extractvalue { i64, i1 } %18, 0
  %21 = select i1 %19, i64 -1, i64 %20
  %22 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %21) #9, !noalias !9
  %23 = bitcast i8* %22 to double*
  %24 = icmp sgt i32 %5, 0
  br i1 %24, label %27, label %25

25:                                               ; preds = %13
  %26 = icmp eq double* %3, null
  br i1 %26, label %36, label %34

27:                                               ; preds = %13, %27
  %28 = phi i64 [ %32, %27 ], [ 0, %13 ]
  %29 = getelementptr inbounds double, double* %3, i64 %28
  %30 = load double, double* %29, align 8, !tbaa !12, !noalias !9
  %31 = getelementptr inbounds double, double* %23, i64 %28
  store double %30, double* %31, align 8, !tbaa !12, !noalias !9
  %32 = add nuw nsw i64 %28, 1
  %33 = icmp eq i64 %32, %6
  br i1 %33, label %34, label %27, !llvm.loop !14

34:                                               ; preds = %27, %25
  %35 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef %35) #10, !noalias !9
  br label %36

36:                                               ; preds = %25, %34, %1
  %37 = phi double* [ %2, %1 ], [ %23, %34 ], [ %23, %25 ]
  %38 = phi double* [ %3, %1 ], [ %23, %34 ], [ %23, %25 ]
  %39 = phi double* [ %4, %1 ], [ %23, %34 ], [ %23, %25 ]
  %40 = phi i32 [ %5, %1 ], [ %16, %34 ], [ %16, %25 ]
  %41 = add nuw nsw i64 %6, 1
  %42 = getelementptr inbounds double, double* %39, i64 %6
  store double %10, double* %42, align 8, !tbaa !12, !noalias !9
  %43 = icmp eq i64 %41, 20
  br i1 %43, label %79, label %1, !llvm.loop !16

44:                                               ; preds = %0, %72
  %45 = phi i64 [ 0, %0 ], [ %75, %72 ]
  %46 = phi i32 [ 1, %0 ], [ %77, %72 ]
  %47 = phi i32* [ null, %0 ], [ %74, %72 ]
  %48 = phi i32 [ 0, %0 ], [ %73, %72 ]
  %49 = mul nuw nsw i32 %46, %46
  %50 = zext i32 %48 to i64
  %51 = icmp eq i64 %45, %50
  br i1 %51, label %52, label %72

52:                                               ; preds = %44
  %53 = icmp eq i64 %45, 0
  %54 = trunc i64 %45 to i32
  %55 = shl i32 %54, 1
  %56 = select i1 %53, i32 4, i32 %55
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i64 %57, 2
  %59 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %58) #9
  %60 = bitcast i8* %59 to i32*
  br i1 %53, label %61, label %63

61:                                               ; preds = %52
  %62 = icmp eq i32* %47, null
  br i1 %62, label %72, label %70

63:                                               ; preds = %52, %63
  %64 = phi i64 [ %68, %63 ], [ 0, %52 ]
  %65 = getelementptr inbounds i32, i32* %47, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, i32* %60, i64 %64
  store i32 %66, i32* %67, align 4, !tbaa !5
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, %45
  br i1 %69, label %70, label %63, !llvm.loop !17

70:                                               ; preds = %63, %61
  %71 = bitcast i32* %47 to i8*
  tail call void @_ZdaPv(i8* noundef %71) #10
  br label %72

72:                                               ; preds = %61, %70, %44
  %73 = phi i32 [ %48, %44 ], [ %56, %70 ], [ 4, %61 ]
  %74 = phi i32* [ %47, %44 ], [ %60, %70 ], [ %60, %61 ]
  %75 = add nuw nsw i64 %45, 1
  %76 = getelementptr inbounds i32, i32* %74, i64 %45
  store i32 %49, i32* %76, align 4, !tbaa !5
  %77 = add nuw nsw i32 %46, 1
  %78 = icmp eq i64 %75, 20
  br i1 %78, label %1, label %44, !llvm.loop !18

79:                                               ; preds = %36
  %80 = getelementptr inbounds double, double* %37, i64 19
  %81 = load double, double* %80, align 8, !tbaa !12
  %82 = load double, double* %37, align 8, !tbaa !12
  %83 = fadd double %82, 0.000000e+00
  %84 = getelementptr inbounds double, double* %37, i64 1
  %85 = load double, double* %84, align 8, !tbaa !12
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds double, double* %37, i64 2
  %88 = load double, double* %87, align 8, !tbaa !12
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds double, double* %37, i64 3
  %91 = load double, double* %90, align 8, !tbaa !12
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds double, double* %37, i64 4
  %94 = load double, double* %93, align 8, !tbaa !12
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds double, double* %37, i64 5
  %97 = load double, double* %96, align 8, !tbaa !12
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds double, double* %37, i64 6
  %100 = load double, double* %99, align 8, !tbaa !12
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds double, double* %37, i64 7
  %103 = load double, double* %102, align 8, !tbaa !12
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds double, double* %37, i64 8
  %106 = load double, double* %105, align 8, !tbaa !12
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds double, double* %37, i64 9
  %109 = load double, double* %108, align 8, !tbaa !12
  %110 = fadd double %107, %109
  %111 = getelementptr inbounds double, double* %37, i64 10
  %112 = load double, double* %111, align 8, !tbaa !12
  %113 = fadd double %110, %112
  %114 = getelementptr inbounds double, double* %37, i64 11
  %115 = load double, double* %114, align 8, !tbaa !12
  %116 = fadd double %113, %115
  %117 = getelementptr inbounds double, double* %37, i64 12
  %118 = load double, double* %117, align 8, !tbaa !12
  %119 = fadd double %116, %118
  %120 = getelementptr inbounds double, double* %37, i64 13
  %121 = load double, double* %120, align 8, !tbaa !12
  %122 = fadd double %119, %121
  %123 = getelementptr inbounds double, double* %37, i64 14
  %124 = load double, double* %123, align 8, !tbaa !12
  %125 = fadd double %122, %124
  %126 = getelementptr inbounds double, double* %37, i64 15
  %127 = load double, double* %126, align 8, !tbaa !12
  %128 = fadd double %125, %127
  %129 = getelementptr inbounds double, double* %37, i64 16
  %130 = load double, double* %129, align 8, !tbaa !12
  %131 = fadd double %128, %130
  %132 = getelementptr inbounds double, double* %37, i64 17
  %133 = load double, double* %132, align 8, !tbaa !12
  %134 = fadd double %131, %133
  %135 = getelementptr inbounds double, double* %37, i64 18
  %136 = load double, double* %135, align 8, !tbaa !12
  %137 = fadd double %134, %136
  %138 = fadd double %137, %81
  %139 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext 20, double noundef %81, double noundef %138)
  %140 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 20, i32 noundef signext 0)
  %141 = bitcast i32* %74 to <4 x i32>*
  %142 = load <4 x i32>, <4 x i32>* %141, align 4, !tbaa !5
  %143 = and <4 x i32> %142, <i32 1, i32 1, i32 1, i32 1>
  %144 = xor <4 x i32> %143, <i32 1, i32 1, i32 1, i32 1>
  %145 = getelementptr inbounds i32, i32* %74, i64 4
  %146 = bitcast i32* %145 to <16 x i32>*
  %147 = load <16 x i32>, <16 x i32>* %146, align 4, !tbaa !5
  %148 = and <16 x i32> %147, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %149 = xor <16 x i32> %148, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %150 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %149)
  %151 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %144)
  %152 = add nuw nsw i32 %150, %151
  %153 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %152)
  br label %196

154:                                              ; preds = %224
  %155 = bitcast %struct.Point* %226 to <8 x i32>*
  %156 = load <8 x i32>, <8 x i32>* %155, align 4, !tbaa !5
  %157 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %156, i1 true)
  %158 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %157)
  %159 = getelementptr inbounds %struct.Point, %struct.Point* %226, i64 4, i32 0
  %160 = load i32, i32* %159, align 4, !tbaa !19
  %161 = tail call i32 @llvm.abs.i32(i32 %160, i1 true) #8
  %162 = getelementptr inbounds %struct.Point, %struct.Point* %226, i64 4, i32 1
  %163 = load i32, i32* %162, align 4, !tbaa !21
  %164 = tail call i32 @llvm.abs.i32(i32 %163, i1 true) #8
  %165 = add nuw nsw i32 %161, %158
  %166 = add nuw nsw i32 %165, %164
  %167 = getelementptr inbounds %struct.Point, %struct.Point* %226, i64 5, i32 0
  %168 = load i32, i32* %167, align 4, !tbaa !19
  %169 = tail call i32 @llvm.abs.i32(i32 %168, i1 true) #8
  %170 = getelementptr inbounds %struct.Point, %struct.Point* %226, i64 5, i32 1
  %171 = load i32, i32* %170, align 4, !tbaa !21
  %172 = tail call i32 @llvm.abs.i32(i32 %171, i1 true) #8
  %173 = add nuw nsw i32 %169, %166
  %174 = add nuw nsw i32 %173, %172
  %175 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %174)
  %176 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i64 0, i64 0), double noundef 1.750000e+01, i32 noundef signext 5, i32 noundef signext 24, i32 noundef signext 3)
  %177 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0))
  %178 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef signext 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %179 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %180 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef signext 1) #8
  %181 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i32 noundef signext 2) #8
  %182 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext 12)
  %183 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext 51, i32 noundef signext 6561)
  %184 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %185 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef signext 22)
  %186 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i64 0, i64 0), i32 noundef signext 9, i32 noundef signext 1)
  %187 = bitcast %struct.Point* %226 to i8*
  tail call void @_ZdaPv(i8* noundef %187) #10
  %188 = icmp eq i32* %74, null
  br i1 %188, label %191, label %189

189:                                              ; preds = %154
  %190 = bitcast i32* %74 to i8*
  tail call void @_ZdaPv(i8* noundef %190) #10
  br label %191

191:                                              ; preds = %154, %189
  %192 = icmp eq double* %37, null
  br i1 %192, label %195, label %193

193:                                              ; preds = %191
  %194 = bitcast double* %37 to i8*
  tail call void @_ZdaPv(i8* noundef %194) #10
  br label %195

195:                                              ; preds = %193, %191
  ret i32 17

196:                                              ; preds = %79, %224
  %197 = phi i64 [ 0, %79 ], [ %227, %224 ]
  %198 = phi %struct.Point* [ null, %79 ], [ %226, %224 ]
  %199 = phi i32 [ 0, %79 ], [ %225, %224 ]
  %200 = zext i32 %199 to i64
  %201 = icmp eq i64 %197, %200
  br i1 %201, label %202, label %224

202:                                              ; preds = %196
  %203 = icmp eq i64 %197, 0
  %204 = trunc i64 %197 to i32
  %205 = shl i32 %204, 1
  %206 = select i1 %203, i32 4, i32 %205
  %207 = zext i32 %206 to i64
  %208 = shl nuw nsw i64 %207, 3
  %209 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %208) #9
  %210 = bitcast i8* %209 to %struct.Point*
  br i1 %203, label %211, label %213

211:                                              ; preds = %202
  %212 = icmp eq %struct.Point* %198, null
  br i1 %212, label %224, label %222

213:                                              ; preds = %202, %213
  %214 = phi i64 [ %220, %213 ], [ 0, %202 ]
  %215 = getelementptr inbounds %struct.Point, %struct.Point* %198, i64 %214
  %216 = getelementptr inbounds %struct.Point, %struct.Point* %210, i64 %214
  %217 = bitcast %struct.Point* %215 to i64*
  %218 = bitcast %struct.Point* %216 to i64*
  %219 = load i64, i64* %217, align 4
  store i64 %219, i64* %218, align 4
  %220 = add nuw nsw i64 %214, 1
  %221 = icmp eq i64 %220, %197
  br i1 %221, label %222, label %213, !llvm.loop !22

222:                                              ; preds = %213, %211
  %223 = bitcast %struct.Point* %198 to i8*
  tail call void @_ZdaPv(i8* noundef %223) #10
  br label %224

224:                                              ; preds = %211, %222, %196
  %225 = phi i32 [ %199, %196 ], [ %206, %222 ], [ 4, %211 ]
  %226 = phi %struct.Point* [ %198, %196 ], [ %210, %222 ], [ %210, %211 ]
  %227 = add nuw nsw i64 %197, 1
  %228 = getelementptr inbounds %struct.Point, %struct.Point* %226, i64 %197
  %229 = bitcast %struct.Point* %228 to i64*
  %230 = mul i64 %197, 4294967293
  %231 = and i64 %230, 4294967295
  %232 = shl nuw nsw i64 %197, 32
  %233 = or i64 %232, %231
  store i64 %233, i64* %229, align 4
  %234 = icmp eq i64 %227, 6
  br i1 %234, label %154, label %196, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!11 = distinct !{!11, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = !{!20, !6, i64 0}
!20 = !{!"_ZTS5Point", !6, i64 0, !6, i64 4}
!21 = !{!20, !6, i64 4}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}

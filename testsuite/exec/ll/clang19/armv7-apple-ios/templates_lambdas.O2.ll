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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define noundef nonnull ptr @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define noundef nonnull ptr @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define noundef nonnull ptr @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.2
}

; Function Attrs: mustprogress norecurse nounwind
define noundef i32 @main() local_unnamed_addr #1 {
  br label %34

1:                                                ; preds = %59, %28
  %2 = phi i32 [ %31, %28 ], [ 0, %59 ]
  %3 = phi i32 [ %30, %28 ], [ 0, %59 ]
  %4 = phi ptr [ %29, %28 ], [ null, %59 ]
  %5 = getelementptr inbounds i32, ptr %60, i32 %2
  %6 = load i32, ptr %5, align 4, !tbaa !5, !noalias !9
  %7 = sitofp i32 %6 to double
  %8 = tail call noundef double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double 3.000000e+00)
  %9 = icmp eq i32 %2, %3
  br i1 %9, label %10, label %28

10:                                               ; preds = %1
  %11 = icmp eq i32 %2, 0
  %12 = shl nuw nsw i32 %2, 1
  %13 = select i1 %11, i32 4, i32 %12
  %14 = icmp ugt i32 %13, 536870911
  %15 = shl i32 %13, 3
  %16 = select i1 %14, i32 -1, i32 %15
  %17 = tail call noalias noundef nonnull ptr @_Znam(i32 noundef %16) #7, !noalias !9
  br i1 %11, label %18, label %20

18:                                               ; preds = %10
  %19 = icmp eq ptr %4, null
  br i1 %19, label %28, label %27

20:                                               ; preds = %10, %20
  %21 = phi i32 [ %25, %20 ], [ 0, %10 ]
  %22 = getelementptr inbounds double, ptr %4, i32 %21
  %23 = load double, ptr %22, align 4, !tbaa !12, !noalias !9
  %24 = getelementptr inbounds double, ptr %17, i32 %21
  store double %23, ptr %24, align 4, !tbaa !12, !noalias !9
  %25 = add nuw nsw i32 %21, 1
  %26 = icmp eq i32 %25, %2
  br i1 %26, label %27, label %20, !llvm.loop !14

27:                                               ; preds = %20, %18
  tail call void @_ZdaPv(ptr noundef nonnull %4) #8, !noalias !9
  br label %28

28:                                               ; preds = %27, %18, %1
  %29 = phi ptr [ %4, %1 ], [ %17, %27 ], [ %17, %18 ]
  %30 = phi i32 [ %3, %1 ], [ %13, %27 ], [ 4, %18 ]
  %31 = add nuw nsw i32 %2, 1
  %32 = getelementptr inbounds double, ptr %29, i32 %2
  store double %8, ptr %32, align 4, !tbaa !12, !noalias !9
  %33 = icmp eq i32 %31, 20
  br i1 %33, label %66, label %1, !llvm.loop !16

34:                                               ; preds = %0, %59
  %35 = phi i32 [ 1, %0 ], [ %64, %59 ]
  %36 = phi i32 [ 0, %0 ], [ %61, %59 ]
  %37 = phi i32 [ 0, %0 ], [ %62, %59 ]
  %38 = phi ptr [ null, %0 ], [ %60, %59 ]
  %39 = mul nuw nsw i32 %35, %35
  %40 = icmp eq i32 %37, %36
  br i1 %40, label %41, label %59

41:                                               ; preds = %34
  %42 = icmp eq i32 %36, 0
  %43 = shl nuw nsw i32 %36, 1
  %44 = select i1 %42, i32 4, i32 %43
  %45 = icmp ugt i32 %44, 1073741823
  %46 = shl i32 %44, 2
  %47 = select i1 %45, i32 -1, i32 %46
  %48 = tail call noalias noundef nonnull ptr @_Znam(i32 noundef %47) #7
  br i1 %42, label %49, label %51

49:                                               ; preds = %41
  %50 = icmp eq ptr %38, null
  br i1 %50, label %59, label %58

51:                                               ; preds = %41, %51
  %52 = phi i32 [ %56, %51 ], [ 0, %41 ]
  %53 = getelementptr inbounds i32, ptr %38, i32 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, ptr %48, i32 %52
  store i32 %54, ptr %55, align 4, !tbaa !5
  %56 = add nuw nsw i32 %52, 1
  %57 = icmp eq i32 %56, %36
  br i1 %57, label %58, label %51, !llvm.loop !17

58:                                               ; preds = %51, %49
  tail call void @_ZdaPv(ptr noundef nonnull %38) #8
  br label %59

59:                                               ; preds = %49, %58, %34
  %60 = phi ptr [ %38, %34 ], [ %48, %58 ], [ %48, %49 ]
  %61 = phi i32 [ %36, %34 ], [ %44, %58 ], [ 4, %49 ]
  %62 = add nuw nsw i32 %37, 1
  %63 = getelementptr inbounds i32, ptr %60, i32 %37
  store i32 %39, ptr %63, align 4, !tbaa !5
  %64 = add nuw nsw i32 %35, 1
  %65 = icmp eq i32 %62, 20
  br i1 %65, label %1, label %34, !llvm.loop !18

66:                                               ; preds = %28
  %67 = load double, ptr %29, align 4, !tbaa !12
  %68 = fadd double %67, 0.000000e+00
  %69 = getelementptr inbounds i8, ptr %29, i32 8
  %70 = load double, ptr %69, align 4, !tbaa !12
  %71 = fadd double %68, %70
  %72 = getelementptr inbounds i8, ptr %29, i32 16
  %73 = load double, ptr %72, align 4, !tbaa !12
  %74 = fadd double %71, %73
  %75 = getelementptr inbounds i8, ptr %29, i32 24
  %76 = load double, ptr %75, align 4, !tbaa !12
  %77 = fadd double %74, %76
  %78 = getelementptr inbounds i8, ptr %29, i32 32
  %79 = load double, ptr %78, align 4, !tbaa !12
  %80 = fadd double %77, %79
  %81 = getelementptr inbounds i8, ptr %29, i32 40
  %82 = load double, ptr %81, align 4, !tbaa !12
  %83 = fadd double %80, %82
  %84 = getelementptr inbounds i8, ptr %29, i32 48
  %85 = load double, ptr %84, align 4, !tbaa !12
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds i8, ptr %29, i32 56
  %88 = load double, ptr %87, align 4, !tbaa !12
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds i8, ptr %29, i32 64
  %91 = load double, ptr %90, align 4, !tbaa !12
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds i8, ptr %29, i32 72
  %94 = load double, ptr %93, align 4, !tbaa !12
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds i8, ptr %29, i32 80
  %97 = load double, ptr %96, align 4, !tbaa !12
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds i8, ptr %29, i32 88
  %100 = load double, ptr %99, align 4, !tbaa !12
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds i8, ptr %29, i32 96
  %103 = load double, ptr %102, align 4, !tbaa !12
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds i8, ptr %29, i32 104
  %106 = load double, ptr %105, align 4, !tbaa !12
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds i8, ptr %29, i32 112
  %109 = load double, ptr %108, align 4, !tbaa !12
  %110 = fadd double %107, %109
  %111 = getelementptr inbounds i8, ptr %29, i32 120
  %112 = load double, ptr %111, align 4, !tbaa !12
  %113 = fadd double %110, %112
  %114 = getelementptr inbounds i8, ptr %29, i32 128
  %115 = load double, ptr %114, align 4, !tbaa !12
  %116 = fadd double %113, %115
  %117 = getelementptr inbounds i8, ptr %29, i32 136
  %118 = load double, ptr %117, align 4, !tbaa !12
  %119 = fadd double %116, %118
  %120 = getelementptr inbounds i8, ptr %29, i32 144
  %121 = load double, ptr %120, align 4, !tbaa !12
  %122 = fadd double %119, %121
  %123 = getelementptr inbounds i8, ptr %29, i32 152
  %124 = load double, ptr %123, align 4, !tbaa !12
  %125 = fadd double %122, %124
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, double noundef %124, double noundef %125)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i32 noundef 0)
  %128 = getelementptr inbounds i8, ptr %60, i32 76
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = and i32 %129, 1
  %131 = xor i32 %130, 1
  %132 = getelementptr inbounds i8, ptr %60, i32 72
  %133 = load i32, ptr %132, align 4, !tbaa !5
  %134 = and i32 %133, 1
  %135 = xor i32 %134, 1
  %136 = getelementptr inbounds i8, ptr %60, i32 68
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = and i32 %137, 1
  %139 = xor i32 %138, 1
  %140 = getelementptr inbounds i8, ptr %60, i32 64
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = and i32 %141, 1
  %143 = xor i32 %142, 1
  %144 = getelementptr inbounds i8, ptr %60, i32 60
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = and i32 %145, 1
  %147 = xor i32 %146, 1
  %148 = getelementptr inbounds i8, ptr %60, i32 56
  %149 = load i32, ptr %148, align 4, !tbaa !5
  %150 = and i32 %149, 1
  %151 = xor i32 %150, 1
  %152 = getelementptr inbounds i8, ptr %60, i32 52
  %153 = load i32, ptr %152, align 4, !tbaa !5
  %154 = and i32 %153, 1
  %155 = xor i32 %154, 1
  %156 = getelementptr inbounds i8, ptr %60, i32 48
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = and i32 %157, 1
  %159 = xor i32 %158, 1
  %160 = getelementptr inbounds i8, ptr %60, i32 44
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = and i32 %161, 1
  %163 = xor i32 %162, 1
  %164 = getelementptr inbounds i8, ptr %60, i32 40
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = and i32 %165, 1
  %167 = xor i32 %166, 1
  %168 = getelementptr inbounds i8, ptr %60, i32 36
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = and i32 %169, 1
  %171 = xor i32 %170, 1
  %172 = getelementptr inbounds i8, ptr %60, i32 32
  %173 = load i32, ptr %172, align 4, !tbaa !5
  %174 = and i32 %173, 1
  %175 = xor i32 %174, 1
  %176 = getelementptr inbounds i8, ptr %60, i32 28
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = and i32 %177, 1
  %179 = xor i32 %178, 1
  %180 = getelementptr inbounds i8, ptr %60, i32 24
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = and i32 %181, 1
  %183 = xor i32 %182, 1
  %184 = getelementptr inbounds i8, ptr %60, i32 20
  %185 = load i32, ptr %184, align 4, !tbaa !5
  %186 = and i32 %185, 1
  %187 = xor i32 %186, 1
  %188 = getelementptr inbounds i8, ptr %60, i32 16
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = and i32 %189, 1
  %191 = xor i32 %190, 1
  %192 = getelementptr inbounds i8, ptr %60, i32 12
  %193 = load i32, ptr %192, align 4, !tbaa !5
  %194 = and i32 %193, 1
  %195 = xor i32 %194, 1
  %196 = getelementptr inbounds i8, ptr %60, i32 8
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = and i32 %197, 1
  %199 = xor i32 %198, 1
  %200 = getelementptr inbounds i8, ptr %60, i32 4
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = and i32 %201, 1
  %203 = xor i32 %202, 1
  %204 = load i32, ptr %60, align 4, !tbaa !5
  %205 = and i32 %204, 1
  %206 = xor i32 %205, 1
  %207 = add nuw nsw i32 %203, %206
  %208 = add nuw nsw i32 %199, %207
  %209 = add nuw nsw i32 %195, %208
  %210 = add nuw nsw i32 %191, %209
  %211 = add nuw nsw i32 %187, %210
  %212 = add nuw nsw i32 %183, %211
  %213 = add nuw nsw i32 %179, %212
  %214 = add nuw nsw i32 %175, %213
  %215 = add nuw nsw i32 %171, %214
  %216 = add nuw nsw i32 %167, %215
  %217 = add nuw nsw i32 %163, %216
  %218 = add nuw nsw i32 %159, %217
  %219 = add nuw nsw i32 %155, %218
  %220 = add nuw nsw i32 %151, %219
  %221 = add nuw nsw i32 %147, %220
  %222 = add nuw nsw i32 %143, %221
  %223 = add nuw nsw i32 %139, %222
  %224 = add nuw nsw i32 %135, %223
  %225 = add nuw nsw i32 %131, %224
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %225)
  %227 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znam(i32 noundef 32) #7
  store i64 0, ptr %227, align 4
  %228 = getelementptr inbounds i8, ptr %227, i32 8
  store i64 -12884901887, ptr %228, align 4
  br label %294

229:                                              ; preds = %324
  %230 = getelementptr inbounds i8, ptr %325, i32 40
  %231 = load i32, ptr %230, align 4, !tbaa !19
  %232 = tail call i32 @llvm.abs.i32(i32 %231, i1 true)
  %233 = getelementptr inbounds i8, ptr %325, i32 32
  %234 = load i32, ptr %233, align 4, !tbaa !19
  %235 = tail call i32 @llvm.abs.i32(i32 %234, i1 true)
  %236 = getelementptr inbounds i8, ptr %325, i32 24
  %237 = load i32, ptr %236, align 4, !tbaa !19
  %238 = tail call i32 @llvm.abs.i32(i32 %237, i1 true)
  %239 = getelementptr inbounds i8, ptr %325, i32 16
  %240 = load i32, ptr %239, align 4, !tbaa !19
  %241 = tail call i32 @llvm.abs.i32(i32 %240, i1 true)
  %242 = getelementptr inbounds i8, ptr %325, i32 8
  %243 = load i32, ptr %242, align 4, !tbaa !19
  %244 = tail call i32 @llvm.abs.i32(i32 %243, i1 true)
  %245 = load i32, ptr %325, align 4, !tbaa !19
  %246 = tail call i32 @llvm.abs.i32(i32 %245, i1 true)
  %247 = getelementptr inbounds i8, ptr %325, i32 4
  %248 = load i32, ptr %247, align 4, !tbaa !21
  %249 = tail call i32 @llvm.abs.i32(i32 %248, i1 true)
  %250 = add nuw nsw i32 %246, %249
  %251 = add nuw nsw i32 %244, %250
  %252 = getelementptr inbounds i8, ptr %325, i32 12
  %253 = load i32, ptr %252, align 4, !tbaa !21
  %254 = tail call i32 @llvm.abs.i32(i32 %253, i1 true)
  %255 = add nuw nsw i32 %251, %254
  %256 = add nuw nsw i32 %241, %255
  %257 = getelementptr inbounds i8, ptr %325, i32 20
  %258 = load i32, ptr %257, align 4, !tbaa !21
  %259 = tail call i32 @llvm.abs.i32(i32 %258, i1 true)
  %260 = add nuw nsw i32 %256, %259
  %261 = add nuw nsw i32 %238, %260
  %262 = getelementptr inbounds i8, ptr %325, i32 28
  %263 = load i32, ptr %262, align 4, !tbaa !21
  %264 = tail call i32 @llvm.abs.i32(i32 %263, i1 true)
  %265 = add nuw nsw i32 %261, %264
  %266 = add nuw nsw i32 %235, %265
  %267 = getelementptr inbounds i8, ptr %325, i32 36
  %268 = load i32, ptr %267, align 4, !tbaa !21
  %269 = tail call i32 @llvm.abs.i32(i32 %268, i1 true)
  %270 = add nuw nsw i32 %266, %269
  %271 = add nuw nsw i32 %232, %270
  %272 = getelementptr inbounds i8, ptr %325, i32 44
  %273 = load i32, ptr %272, align 4, !tbaa !21
  %274 = tail call i32 @llvm.abs.i32(i32 %273, i1 true)
  %275 = add nuw nsw i32 %271, %274
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %275)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef 1)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef 2)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 51, i32 noundef 6561)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 9, i32 noundef 1)
  tail call void @_ZdaPv(ptr noundef nonnull %325) #8
  %288 = icmp eq ptr %60, null
  br i1 %288, label %290, label %289

289:                                              ; preds = %229
  tail call void @_ZdaPv(ptr noundef nonnull %60) #8
  br label %290

290:                                              ; preds = %229, %289
  %291 = icmp eq ptr %29, null
  br i1 %291, label %293, label %292

292:                                              ; preds = %290
  tail call void @_ZdaPv(ptr noundef nonnull %29) #8
  br label %293

293:                                              ; preds = %292, %290
  ret i32 17

294:                                              ; preds = %66, %324
  %295 = phi i32 [ 2, %66 ], [ %327, %324 ]
  %296 = phi i32 [ 4, %66 ], [ %326, %324 ]
  %297 = phi ptr [ %227, %66 ], [ %325, %324 ]
  %298 = mul nsw i32 %295, -3
  %299 = icmp eq i32 %295, %296
  br i1 %299, label %300, label %324

300:                                              ; preds = %294
  %301 = shl nuw i32 %295, 1
  %302 = shl i32 %295, 4
  %303 = tail call noalias noundef nonnull ptr @_Znam(i32 noundef %302) #7
  %304 = load i64, ptr %297, align 4
  store i64 %304, ptr %303, align 4
  %305 = getelementptr inbounds i8, ptr %297, i32 8
  %306 = getelementptr inbounds i8, ptr %303, i32 8
  %307 = load i64, ptr %305, align 4
  store i64 %307, ptr %306, align 4
  %308 = icmp eq i32 %295, 2
  br i1 %308, label %323, label %309, !llvm.loop !22

309:                                              ; preds = %300
  %310 = getelementptr inbounds i8, ptr %297, i32 16
  %311 = getelementptr inbounds i8, ptr %303, i32 16
  %312 = load i64, ptr %310, align 4
  store i64 %312, ptr %311, align 4
  %313 = icmp eq i32 %295, 3
  br i1 %313, label %323, label %314, !llvm.loop !22

314:                                              ; preds = %309
  %315 = getelementptr inbounds i8, ptr %297, i32 24
  %316 = getelementptr inbounds i8, ptr %303, i32 24
  %317 = load i64, ptr %315, align 4
  store i64 %317, ptr %316, align 4
  %318 = icmp eq i32 %295, 4
  br i1 %318, label %323, label %319, !llvm.loop !22

319:                                              ; preds = %314
  %320 = getelementptr inbounds i8, ptr %297, i32 32
  %321 = getelementptr inbounds i8, ptr %303, i32 32
  %322 = load i64, ptr %320, align 4
  store i64 %322, ptr %321, align 4
  br label %323

323:                                              ; preds = %300, %309, %314, %319
  tail call void @_ZdaPv(ptr noundef nonnull %297) #8
  br label %324

324:                                              ; preds = %323, %294
  %325 = phi ptr [ %297, %294 ], [ %303, %323 ]
  %326 = phi i32 [ %296, %294 ], [ %301, %323 ]
  %327 = add nuw nsw i32 %295, 1
  %328 = getelementptr inbounds %struct.Point, ptr %325, i32 %295
  %329 = zext i32 %298 to i64
  %330 = shl nuw i64 %329, 32
  %331 = zext nneg i32 %295 to i64
  %332 = or disjoint i64 %330, %331
  store i64 %332, ptr %328, align 4
  %333 = icmp eq i32 %327, 6
  br i1 %333, label %229, label %294, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!23 = distinct !{!23, !15, !24}
!24 = !{!"llvm.loop.peeled.count", i32 2}

; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
define dso_local noundef nonnull ptr @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef nonnull ptr @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.2
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local noundef i32 @main() local_unnamed_addr #1 {
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
  %17 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %16) #7, !noalias !9
  br i1 %11, label %18, label %20

18:                                               ; preds = %10
  %19 = icmp eq ptr %4, null
  br i1 %19, label %28, label %27

20:                                               ; preds = %10, %20
  %21 = phi i32 [ %25, %20 ], [ 0, %10 ]
  %22 = getelementptr inbounds double, ptr %4, i32 %21
  %23 = load double, ptr %22, align 8, !tbaa !12, !noalias !9
  %24 = getelementptr inbounds double, ptr %17, i32 %21
  store double %23, ptr %24, align 8, !tbaa !12, !noalias !9
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
  store double %8, ptr %32, align 8, !tbaa !12, !noalias !9
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
  %48 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %47) #7
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
  %67 = load double, ptr %29, align 8, !tbaa !12
  %68 = fadd double %67, 0.000000e+00
  %69 = getelementptr inbounds i8, ptr %29, i32 8
  %70 = load double, ptr %69, align 8, !tbaa !12
  %71 = fadd double %68, %70
  %72 = getelementptr inbounds i8, ptr %29, i32 16
  %73 = load double, ptr %72, align 8, !tbaa !12
  %74 = fadd double %71, %73
  %75 = getelementptr inbounds i8, ptr %29, i32 24
  %76 = load double, ptr %75, align 8, !tbaa !12
  %77 = fadd double %74, %76
  %78 = getelementptr inbounds i8, ptr %29, i32 32
  %79 = load double, ptr %78, align 8, !tbaa !12
  %80 = fadd double %77, %79
  %81 = getelementptr inbounds i8, ptr %29, i32 40
  %82 = load double, ptr %81, align 8, !tbaa !12
  %83 = fadd double %80, %82
  %84 = getelementptr inbounds i8, ptr %29, i32 48
  %85 = load double, ptr %84, align 8, !tbaa !12
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds i8, ptr %29, i32 56
  %88 = load double, ptr %87, align 8, !tbaa !12
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds i8, ptr %29, i32 64
  %91 = load double, ptr %90, align 8, !tbaa !12
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds i8, ptr %29, i32 72
  %94 = load double, ptr %93, align 8, !tbaa !12
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds i8, ptr %29, i32 80
  %97 = load double, ptr %96, align 8, !tbaa !12
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds i8, ptr %29, i32 88
  %100 = load double, ptr %99, align 8, !tbaa !12
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds i8, ptr %29, i32 96
  %103 = load double, ptr %102, align 8, !tbaa !12
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds i8, ptr %29, i32 104
  %106 = load double, ptr %105, align 8, !tbaa !12
  %107 = fadd double %104, %106
  %108 = getelementptr inbounds i8, ptr %29, i32 112
  %109 = load double, ptr %108, align 8, !tbaa !12
  %110 = fadd double %107, %109
  %111 = getelementptr inbounds i8, ptr %29, i32 120
  %112 = load double, ptr %111, align 8, !tbaa !12
  %113 = fadd double %110, %112
  %114 = getelementptr inbounds i8, ptr %29, i32 128
  %115 = load double, ptr %114, align 8, !tbaa !12
  %116 = fadd double %113, %115
  %117 = getelementptr inbounds i8, ptr %29, i32 136
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = fadd double %116, %118
  %120 = getelementptr inbounds i8, ptr %29, i32 144
  %121 = load double, ptr %120, align 8, !tbaa !12
  %122 = fadd double %119, %121
  %123 = getelementptr inbounds i8, ptr %29, i32 152
  %124 = load double, ptr %123, align 8, !tbaa !12
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
  %227 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znaj(i32 noundef 32) #7
  store i64 0, ptr %227, align 4
  br label %293

228:                                              ; preds = %325
  %229 = getelementptr inbounds i8, ptr %326, i32 40
  %230 = load i32, ptr %229, align 4, !tbaa !19
  %231 = tail call i32 @llvm.abs.i32(i32 %230, i1 true)
  %232 = getelementptr inbounds i8, ptr %326, i32 32
  %233 = load i32, ptr %232, align 4, !tbaa !19
  %234 = tail call i32 @llvm.abs.i32(i32 %233, i1 true)
  %235 = getelementptr inbounds i8, ptr %326, i32 24
  %236 = load i32, ptr %235, align 4, !tbaa !19
  %237 = tail call i32 @llvm.abs.i32(i32 %236, i1 true)
  %238 = getelementptr inbounds i8, ptr %326, i32 16
  %239 = load i32, ptr %238, align 4, !tbaa !19
  %240 = tail call i32 @llvm.abs.i32(i32 %239, i1 true)
  %241 = getelementptr inbounds i8, ptr %326, i32 8
  %242 = load i32, ptr %241, align 4, !tbaa !19
  %243 = tail call i32 @llvm.abs.i32(i32 %242, i1 true)
  %244 = load i32, ptr %326, align 4, !tbaa !19
  %245 = tail call i32 @llvm.abs.i32(i32 %244, i1 true)
  %246 = getelementptr inbounds i8, ptr %326, i32 4
  %247 = load i32, ptr %246, align 4, !tbaa !21
  %248 = tail call i32 @llvm.abs.i32(i32 %247, i1 true)
  %249 = add nuw nsw i32 %245, %248
  %250 = add nuw nsw i32 %243, %249
  %251 = getelementptr inbounds i8, ptr %326, i32 12
  %252 = load i32, ptr %251, align 4, !tbaa !21
  %253 = tail call i32 @llvm.abs.i32(i32 %252, i1 true)
  %254 = add nuw nsw i32 %250, %253
  %255 = add nuw nsw i32 %240, %254
  %256 = getelementptr inbounds i8, ptr %326, i32 20
  %257 = load i32, ptr %256, align 4, !tbaa !21
  %258 = tail call i32 @llvm.abs.i32(i32 %257, i1 true)
  %259 = add nuw nsw i32 %255, %258
  %260 = add nuw nsw i32 %237, %259
  %261 = getelementptr inbounds i8, ptr %326, i32 28
  %262 = load i32, ptr %261, align 4, !tbaa !21
  %263 = tail call i32 @llvm.abs.i32(i32 %262, i1 true)
  %264 = add nuw nsw i32 %260, %263
  %265 = add nuw nsw i32 %234, %264
  %266 = getelementptr inbounds i8, ptr %326, i32 36
  %267 = load i32, ptr %266, align 4, !tbaa !21
  %268 = tail call i32 @llvm.abs.i32(i32 %267, i1 true)
  %269 = add nuw nsw i32 %265, %268
  %270 = add nuw nsw i32 %231, %269
  %271 = getelementptr inbounds i8, ptr %326, i32 44
  %272 = load i32, ptr %271, align 4, !tbaa !21
  %273 = tail call i32 @llvm.abs.i32(i32 %272, i1 true)
  %274 = add nuw nsw i32 %270, %273
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %274)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef 1)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef 2)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 51, i32 noundef 6561)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 9, i32 noundef 1)
  tail call void @_ZdaPv(ptr noundef nonnull %326) #8
  %287 = icmp eq ptr %60, null
  br i1 %287, label %289, label %288

288:                                              ; preds = %228
  tail call void @_ZdaPv(ptr noundef nonnull %60) #8
  br label %289

289:                                              ; preds = %228, %288
  %290 = icmp eq ptr %29, null
  br i1 %290, label %292, label %291

291:                                              ; preds = %289
  tail call void @_ZdaPv(ptr noundef nonnull %29) #8
  br label %292

292:                                              ; preds = %291, %289
  ret i32 17

293:                                              ; preds = %66, %325
  %294 = phi i32 [ 1, %66 ], [ %328, %325 ]
  %295 = phi i32 [ 4, %66 ], [ %327, %325 ]
  %296 = phi ptr [ %227, %66 ], [ %326, %325 ]
  %297 = mul nsw i32 %294, -3
  %298 = icmp eq i32 %294, %295
  br i1 %298, label %299, label %325

299:                                              ; preds = %293
  %300 = shl nuw i32 %294, 1
  %301 = shl i32 %294, 4
  %302 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %301) #7
  %303 = load i64, ptr %296, align 4
  store i64 %303, ptr %302, align 4
  %304 = icmp eq i32 %294, 1
  br i1 %304, label %324, label %305, !llvm.loop !22

305:                                              ; preds = %299
  %306 = getelementptr inbounds i8, ptr %296, i32 8
  %307 = getelementptr inbounds i8, ptr %302, i32 8
  %308 = load i64, ptr %306, align 4
  store i64 %308, ptr %307, align 4
  %309 = icmp eq i32 %294, 2
  br i1 %309, label %324, label %310, !llvm.loop !22

310:                                              ; preds = %305
  %311 = getelementptr inbounds i8, ptr %296, i32 16
  %312 = getelementptr inbounds i8, ptr %302, i32 16
  %313 = load i64, ptr %311, align 4
  store i64 %313, ptr %312, align 4
  %314 = icmp eq i32 %294, 3
  br i1 %314, label %324, label %315, !llvm.loop !22

315:                                              ; preds = %310
  %316 = getelementptr inbounds i8, ptr %296, i32 24
  %317 = getelementptr inbounds i8, ptr %302, i32 24
  %318 = load i64, ptr %316, align 4
  store i64 %318, ptr %317, align 4
  %319 = icmp eq i32 %294, 4
  br i1 %319, label %324, label %320, !llvm.loop !22

320:                                              ; preds = %315
  %321 = getelementptr inbounds i8, ptr %296, i32 32
  %322 = getelementptr inbounds i8, ptr %302, i32 32
  %323 = load i64, ptr %321, align 4
  store i64 %323, ptr %322, align 4
  br label %324

324:                                              ; preds = %299, %305, %310, %315, %320
  tail call void @_ZdaPv(ptr noundef nonnull %296) #8
  br label %325

325:                                              ; preds = %324, %293
  %326 = phi ptr [ %296, %293 ], [ %302, %324 ]
  %327 = phi i32 [ %295, %293 ], [ %300, %324 ]
  %328 = add nuw nsw i32 %294, 1
  %329 = getelementptr inbounds %struct.Point, ptr %326, i32 %294
  %330 = zext i32 %297 to i64
  %331 = shl nuw i64 %330, 32
  %332 = zext nneg i32 %294 to i64
  %333 = or disjoint i64 %331, %332
  store i64 %333, ptr %329, align 4
  %334 = icmp eq i32 %328, 6
  br i1 %334, label %228, label %293, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znaj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
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
!24 = !{!"llvm.loop.peeled.count", i32 1}

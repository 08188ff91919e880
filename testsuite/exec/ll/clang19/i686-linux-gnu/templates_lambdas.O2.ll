; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @_Z9type_nameIiEPKcv() local_unnamed_addr #0 {
  ret ptr @.str
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @_Z9type_nameIdEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @_Z9type_nameIxEPKcv() local_unnamed_addr #0 {
  ret ptr @.str.2
}

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %65

1:                                                ; preds = %121, %59
  %2 = phi i32 [ %62, %59 ], [ 0, %121 ]
  %3 = phi i32 [ %61, %59 ], [ 0, %121 ]
  %4 = phi ptr [ %60, %59 ], [ null, %121 ]
  %5 = getelementptr inbounds i32, ptr %122, i32 %2
  %6 = load i32, ptr %5, align 4, !tbaa !6, !noalias !10
  %7 = sitofp i32 %6 to double
  %8 = tail call noundef double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double 3.000000e+00)
  %9 = icmp eq i32 %2, %3
  br i1 %9, label %10, label %59

10:                                               ; preds = %1
  %11 = icmp eq i32 %2, 0
  %12 = shl nuw nsw i32 %2, 1
  %13 = select i1 %11, i32 4, i32 %12
  %14 = icmp ugt i32 %13, 536870911
  %15 = shl i32 %13, 3
  %16 = select i1 %14, i32 -1, i32 %15
  %17 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %16) #7, !noalias !10
  br i1 %11, label %23, label %18

18:                                               ; preds = %10
  %19 = and i32 %2, 3
  %20 = icmp ult i32 %2, 4
  br i1 %20, label %46, label %21

21:                                               ; preds = %18
  %22 = and i32 %2, 2147483644
  br label %25

23:                                               ; preds = %10
  %24 = icmp eq ptr %4, null
  br i1 %24, label %59, label %58

25:                                               ; preds = %25, %21
  %26 = phi i32 [ 0, %21 ], [ %43, %25 ]
  %27 = phi i32 [ 0, %21 ], [ %44, %25 ]
  %28 = getelementptr inbounds double, ptr %4, i32 %26
  %29 = load double, ptr %28, align 4, !tbaa !13, !noalias !10
  %30 = getelementptr inbounds double, ptr %17, i32 %26
  store double %29, ptr %30, align 4, !tbaa !13, !noalias !10
  %31 = or disjoint i32 %26, 1
  %32 = getelementptr inbounds double, ptr %4, i32 %31
  %33 = load double, ptr %32, align 4, !tbaa !13, !noalias !10
  %34 = getelementptr inbounds double, ptr %17, i32 %31
  store double %33, ptr %34, align 4, !tbaa !13, !noalias !10
  %35 = or disjoint i32 %26, 2
  %36 = getelementptr inbounds double, ptr %4, i32 %35
  %37 = load double, ptr %36, align 4, !tbaa !13, !noalias !10
  %38 = getelementptr inbounds double, ptr %17, i32 %35
  store double %37, ptr %38, align 4, !tbaa !13, !noalias !10
  %39 = or disjoint i32 %26, 3
  %40 = getelementptr inbounds double, ptr %4, i32 %39
  %41 = load double, ptr %40, align 4, !tbaa !13, !noalias !10
  %42 = getelementptr inbounds double, ptr %17, i32 %39
  store double %41, ptr %42, align 4, !tbaa !13, !noalias !10
  %43 = add nuw nsw i32 %26, 4
  %44 = add i32 %27, 4
  %45 = icmp eq i32 %44, %22
  br i1 %45, label %46, label %25, !llvm.loop !15

46:                                               ; preds = %25, %18
  %47 = phi i32 [ 0, %18 ], [ %43, %25 ]
  %48 = icmp eq i32 %19, 0
  br i1 %48, label %58, label %49

49:                                               ; preds = %46, %49
  %50 = phi i32 [ %55, %49 ], [ %47, %46 ]
  %51 = phi i32 [ %56, %49 ], [ 0, %46 ]
  %52 = getelementptr inbounds double, ptr %4, i32 %50
  %53 = load double, ptr %52, align 4, !tbaa !13, !noalias !10
  %54 = getelementptr inbounds double, ptr %17, i32 %50
  store double %53, ptr %54, align 4, !tbaa !13, !noalias !10
  %55 = add nuw nsw i32 %50, 1
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %56, %19
  br i1 %57, label %58, label %49, !llvm.loop !17

58:                                               ; preds = %46, %49, %23
  tail call void @_ZdaPv(ptr noundef nonnull %4) #8, !noalias !10
  br label %59

59:                                               ; preds = %58, %23, %1
  %60 = phi ptr [ %4, %1 ], [ %17, %58 ], [ %17, %23 ]
  %61 = phi i32 [ %3, %1 ], [ %13, %58 ], [ 4, %23 ]
  %62 = add nuw nsw i32 %2, 1
  %63 = getelementptr inbounds double, ptr %60, i32 %2
  store double %8, ptr %63, align 4, !tbaa !13, !noalias !10
  %64 = icmp eq i32 %62, 20
  br i1 %64, label %128, label %1, !llvm.loop !19

65:                                               ; preds = %0, %121
  %66 = phi i32 [ 1, %0 ], [ %126, %121 ]
  %67 = phi i32 [ 0, %0 ], [ %123, %121 ]
  %68 = phi i32 [ 0, %0 ], [ %124, %121 ]
  %69 = phi ptr [ null, %0 ], [ %122, %121 ]
  %70 = mul nuw nsw i32 %66, %66
  %71 = icmp eq i32 %68, %67
  br i1 %71, label %72, label %121

72:                                               ; preds = %65
  %73 = icmp eq i32 %67, 0
  %74 = shl nuw nsw i32 %67, 1
  %75 = select i1 %73, i32 4, i32 %74
  %76 = icmp ugt i32 %75, 1073741823
  %77 = shl i32 %75, 2
  %78 = select i1 %76, i32 -1, i32 %77
  %79 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %78) #7
  br i1 %73, label %85, label %80

80:                                               ; preds = %72
  %81 = and i32 %67, 3
  %82 = icmp ult i32 %67, 4
  br i1 %82, label %108, label %83

83:                                               ; preds = %80
  %84 = and i32 %67, -4
  br label %87

85:                                               ; preds = %72
  %86 = icmp eq ptr %69, null
  br i1 %86, label %121, label %120

87:                                               ; preds = %87, %83
  %88 = phi i32 [ 0, %83 ], [ %105, %87 ]
  %89 = phi i32 [ 0, %83 ], [ %106, %87 ]
  %90 = getelementptr inbounds i32, ptr %69, i32 %88
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds i32, ptr %79, i32 %88
  store i32 %91, ptr %92, align 4, !tbaa !6
  %93 = or disjoint i32 %88, 1
  %94 = getelementptr inbounds i32, ptr %69, i32 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds i32, ptr %79, i32 %93
  store i32 %95, ptr %96, align 4, !tbaa !6
  %97 = or disjoint i32 %88, 2
  %98 = getelementptr inbounds i32, ptr %69, i32 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = getelementptr inbounds i32, ptr %79, i32 %97
  store i32 %99, ptr %100, align 4, !tbaa !6
  %101 = or disjoint i32 %88, 3
  %102 = getelementptr inbounds i32, ptr %69, i32 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = getelementptr inbounds i32, ptr %79, i32 %101
  store i32 %103, ptr %104, align 4, !tbaa !6
  %105 = add nuw nsw i32 %88, 4
  %106 = add i32 %89, 4
  %107 = icmp eq i32 %106, %84
  br i1 %107, label %108, label %87, !llvm.loop !20

108:                                              ; preds = %87, %80
  %109 = phi i32 [ 0, %80 ], [ %105, %87 ]
  %110 = icmp eq i32 %81, 0
  br i1 %110, label %120, label %111

111:                                              ; preds = %108, %111
  %112 = phi i32 [ %117, %111 ], [ %109, %108 ]
  %113 = phi i32 [ %118, %111 ], [ 0, %108 ]
  %114 = getelementptr inbounds i32, ptr %69, i32 %112
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds i32, ptr %79, i32 %112
  store i32 %115, ptr %116, align 4, !tbaa !6
  %117 = add nuw nsw i32 %112, 1
  %118 = add i32 %113, 1
  %119 = icmp eq i32 %118, %81
  br i1 %119, label %120, label %111, !llvm.loop !21

120:                                              ; preds = %108, %111, %85
  tail call void @_ZdaPv(ptr noundef nonnull %69) #8
  br label %121

121:                                              ; preds = %85, %120, %65
  %122 = phi ptr [ %69, %65 ], [ %79, %120 ], [ %79, %85 ]
  %123 = phi i32 [ %67, %65 ], [ %75, %120 ], [ 4, %85 ]
  %124 = add nuw nsw i32 %68, 1
  %125 = getelementptr inbounds i32, ptr %122, i32 %68
  store i32 %70, ptr %125, align 4, !tbaa !6
  %126 = add nuw nsw i32 %66, 1
  %127 = icmp eq i32 %124, 20
  br i1 %127, label %1, label %65, !llvm.loop !22

128:                                              ; preds = %59
  %129 = load double, ptr %60, align 4, !tbaa !13
  %130 = fadd double %129, 0.000000e+00
  %131 = getelementptr inbounds i8, ptr %60, i32 8
  %132 = load double, ptr %131, align 4, !tbaa !13
  %133 = fadd double %130, %132
  %134 = getelementptr inbounds i8, ptr %60, i32 16
  %135 = load double, ptr %134, align 4, !tbaa !13
  %136 = fadd double %133, %135
  %137 = getelementptr inbounds i8, ptr %60, i32 24
  %138 = load double, ptr %137, align 4, !tbaa !13
  %139 = fadd double %136, %138
  %140 = getelementptr inbounds i8, ptr %60, i32 32
  %141 = load double, ptr %140, align 4, !tbaa !13
  %142 = fadd double %139, %141
  %143 = getelementptr inbounds i8, ptr %60, i32 40
  %144 = load double, ptr %143, align 4, !tbaa !13
  %145 = fadd double %142, %144
  %146 = getelementptr inbounds i8, ptr %60, i32 48
  %147 = load double, ptr %146, align 4, !tbaa !13
  %148 = fadd double %145, %147
  %149 = getelementptr inbounds i8, ptr %60, i32 56
  %150 = load double, ptr %149, align 4, !tbaa !13
  %151 = fadd double %148, %150
  %152 = getelementptr inbounds i8, ptr %60, i32 64
  %153 = load double, ptr %152, align 4, !tbaa !13
  %154 = fadd double %151, %153
  %155 = getelementptr inbounds i8, ptr %60, i32 72
  %156 = load double, ptr %155, align 4, !tbaa !13
  %157 = fadd double %154, %156
  %158 = getelementptr inbounds i8, ptr %60, i32 80
  %159 = load double, ptr %158, align 4, !tbaa !13
  %160 = fadd double %157, %159
  %161 = getelementptr inbounds i8, ptr %60, i32 88
  %162 = load double, ptr %161, align 4, !tbaa !13
  %163 = fadd double %160, %162
  %164 = getelementptr inbounds i8, ptr %60, i32 96
  %165 = load double, ptr %164, align 4, !tbaa !13
  %166 = fadd double %163, %165
  %167 = getelementptr inbounds i8, ptr %60, i32 104
  %168 = load double, ptr %167, align 4, !tbaa !13
  %169 = fadd double %166, %168
  %170 = getelementptr inbounds i8, ptr %60, i32 112
  %171 = load double, ptr %170, align 4, !tbaa !13
  %172 = fadd double %169, %171
  %173 = getelementptr inbounds i8, ptr %60, i32 120
  %174 = load double, ptr %173, align 4, !tbaa !13
  %175 = fadd double %172, %174
  %176 = getelementptr inbounds i8, ptr %60, i32 128
  %177 = load double, ptr %176, align 4, !tbaa !13
  %178 = fadd double %175, %177
  %179 = getelementptr inbounds i8, ptr %60, i32 136
  %180 = load double, ptr %179, align 4, !tbaa !13
  %181 = fadd double %178, %180
  %182 = getelementptr inbounds i8, ptr %60, i32 144
  %183 = load double, ptr %182, align 4, !tbaa !13
  %184 = fadd double %181, %183
  %185 = getelementptr inbounds i8, ptr %60, i32 152
  %186 = load double, ptr %185, align 4, !tbaa !13
  %187 = fadd double %184, %186
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, double noundef %186, double noundef %187)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i32 noundef 0)
  %190 = getelementptr inbounds i8, ptr %122, i32 76
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = and i32 %191, 1
  %193 = xor i32 %192, 1
  %194 = getelementptr inbounds i8, ptr %122, i32 72
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = and i32 %195, 1
  %197 = xor i32 %196, 1
  %198 = getelementptr inbounds i8, ptr %122, i32 68
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = and i32 %199, 1
  %201 = xor i32 %200, 1
  %202 = getelementptr inbounds i8, ptr %122, i32 64
  %203 = load i32, ptr %202, align 4, !tbaa !6
  %204 = and i32 %203, 1
  %205 = xor i32 %204, 1
  %206 = getelementptr inbounds i8, ptr %122, i32 60
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = and i32 %207, 1
  %209 = xor i32 %208, 1
  %210 = getelementptr inbounds i8, ptr %122, i32 56
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = and i32 %211, 1
  %213 = xor i32 %212, 1
  %214 = getelementptr inbounds i8, ptr %122, i32 52
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = and i32 %215, 1
  %217 = xor i32 %216, 1
  %218 = getelementptr inbounds i8, ptr %122, i32 48
  %219 = load i32, ptr %218, align 4, !tbaa !6
  %220 = and i32 %219, 1
  %221 = xor i32 %220, 1
  %222 = getelementptr inbounds i8, ptr %122, i32 44
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = and i32 %223, 1
  %225 = xor i32 %224, 1
  %226 = getelementptr inbounds i8, ptr %122, i32 40
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = and i32 %227, 1
  %229 = xor i32 %228, 1
  %230 = getelementptr inbounds i8, ptr %122, i32 36
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = and i32 %231, 1
  %233 = xor i32 %232, 1
  %234 = getelementptr inbounds i8, ptr %122, i32 32
  %235 = load i32, ptr %234, align 4, !tbaa !6
  %236 = and i32 %235, 1
  %237 = xor i32 %236, 1
  %238 = getelementptr inbounds i8, ptr %122, i32 28
  %239 = load i32, ptr %238, align 4, !tbaa !6
  %240 = and i32 %239, 1
  %241 = xor i32 %240, 1
  %242 = getelementptr inbounds i8, ptr %122, i32 24
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = and i32 %243, 1
  %245 = xor i32 %244, 1
  %246 = getelementptr inbounds i8, ptr %122, i32 20
  %247 = load i32, ptr %246, align 4, !tbaa !6
  %248 = and i32 %247, 1
  %249 = xor i32 %248, 1
  %250 = getelementptr inbounds i8, ptr %122, i32 16
  %251 = load i32, ptr %250, align 4, !tbaa !6
  %252 = and i32 %251, 1
  %253 = xor i32 %252, 1
  %254 = getelementptr inbounds i8, ptr %122, i32 12
  %255 = load i32, ptr %254, align 4, !tbaa !6
  %256 = and i32 %255, 1
  %257 = xor i32 %256, 1
  %258 = getelementptr inbounds i8, ptr %122, i32 8
  %259 = load i32, ptr %258, align 4, !tbaa !6
  %260 = and i32 %259, 1
  %261 = xor i32 %260, 1
  %262 = getelementptr inbounds i8, ptr %122, i32 4
  %263 = load i32, ptr %262, align 4, !tbaa !6
  %264 = and i32 %263, 1
  %265 = xor i32 %264, 1
  %266 = load i32, ptr %122, align 4, !tbaa !6
  %267 = and i32 %266, 1
  %268 = xor i32 %267, 1
  %269 = add nuw nsw i32 %265, %268
  %270 = add nuw nsw i32 %261, %269
  %271 = add nuw nsw i32 %257, %270
  %272 = add nuw nsw i32 %253, %271
  %273 = add nuw nsw i32 %249, %272
  %274 = add nuw nsw i32 %245, %273
  %275 = add nuw nsw i32 %241, %274
  %276 = add nuw nsw i32 %237, %275
  %277 = add nuw nsw i32 %233, %276
  %278 = add nuw nsw i32 %229, %277
  %279 = add nuw nsw i32 %225, %278
  %280 = add nuw nsw i32 %221, %279
  %281 = add nuw nsw i32 %217, %280
  %282 = add nuw nsw i32 %213, %281
  %283 = add nuw nsw i32 %209, %282
  %284 = add nuw nsw i32 %205, %283
  %285 = add nuw nsw i32 %201, %284
  %286 = add nuw nsw i32 %197, %285
  %287 = add nuw nsw i32 %193, %286
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %287)
  %289 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znaj(i32 noundef 32) #7
  store i64 0, ptr %289, align 4
  %290 = getelementptr inbounds i8, ptr %289, i32 8
  store i64 -12884901887, ptr %290, align 4
  br label %356

291:                                              ; preds = %386
  %292 = getelementptr inbounds i8, ptr %387, i32 40
  %293 = load i32, ptr %292, align 4, !tbaa !23
  %294 = tail call i32 @llvm.abs.i32(i32 %293, i1 true)
  %295 = getelementptr inbounds i8, ptr %387, i32 32
  %296 = load i32, ptr %295, align 4, !tbaa !23
  %297 = tail call i32 @llvm.abs.i32(i32 %296, i1 true)
  %298 = getelementptr inbounds i8, ptr %387, i32 24
  %299 = load i32, ptr %298, align 4, !tbaa !23
  %300 = tail call i32 @llvm.abs.i32(i32 %299, i1 true)
  %301 = getelementptr inbounds i8, ptr %387, i32 16
  %302 = load i32, ptr %301, align 4, !tbaa !23
  %303 = tail call i32 @llvm.abs.i32(i32 %302, i1 true)
  %304 = getelementptr inbounds i8, ptr %387, i32 8
  %305 = load i32, ptr %304, align 4, !tbaa !23
  %306 = tail call i32 @llvm.abs.i32(i32 %305, i1 true)
  %307 = load i32, ptr %387, align 4, !tbaa !23
  %308 = tail call i32 @llvm.abs.i32(i32 %307, i1 true)
  %309 = getelementptr inbounds i8, ptr %387, i32 4
  %310 = load i32, ptr %309, align 4, !tbaa !25
  %311 = tail call i32 @llvm.abs.i32(i32 %310, i1 true)
  %312 = add nuw nsw i32 %308, %311
  %313 = add nuw nsw i32 %306, %312
  %314 = getelementptr inbounds i8, ptr %387, i32 12
  %315 = load i32, ptr %314, align 4, !tbaa !25
  %316 = tail call i32 @llvm.abs.i32(i32 %315, i1 true)
  %317 = add nuw nsw i32 %313, %316
  %318 = add nuw nsw i32 %303, %317
  %319 = getelementptr inbounds i8, ptr %387, i32 20
  %320 = load i32, ptr %319, align 4, !tbaa !25
  %321 = tail call i32 @llvm.abs.i32(i32 %320, i1 true)
  %322 = add nuw nsw i32 %318, %321
  %323 = add nuw nsw i32 %300, %322
  %324 = getelementptr inbounds i8, ptr %387, i32 28
  %325 = load i32, ptr %324, align 4, !tbaa !25
  %326 = tail call i32 @llvm.abs.i32(i32 %325, i1 true)
  %327 = add nuw nsw i32 %323, %326
  %328 = add nuw nsw i32 %297, %327
  %329 = getelementptr inbounds i8, ptr %387, i32 36
  %330 = load i32, ptr %329, align 4, !tbaa !25
  %331 = tail call i32 @llvm.abs.i32(i32 %330, i1 true)
  %332 = add nuw nsw i32 %328, %331
  %333 = add nuw nsw i32 %294, %332
  %334 = getelementptr inbounds i8, ptr %387, i32 44
  %335 = load i32, ptr %334, align 4, !tbaa !25
  %336 = tail call i32 @llvm.abs.i32(i32 %335, i1 true)
  %337 = add nuw nsw i32 %333, %336
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %337)
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef 1)
  %344 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef 2)
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12)
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 51, i32 noundef 6561)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 9, i32 noundef 1)
  tail call void @_ZdaPv(ptr noundef nonnull %387) #8
  %350 = icmp eq ptr %122, null
  br i1 %350, label %352, label %351

351:                                              ; preds = %291
  tail call void @_ZdaPv(ptr noundef nonnull %122) #8
  br label %352

352:                                              ; preds = %291, %351
  %353 = icmp eq ptr %60, null
  br i1 %353, label %355, label %354

354:                                              ; preds = %352
  tail call void @_ZdaPv(ptr noundef nonnull %60) #8
  br label %355

355:                                              ; preds = %354, %352
  ret i32 17

356:                                              ; preds = %128, %386
  %357 = phi i32 [ 2, %128 ], [ %389, %386 ]
  %358 = phi i32 [ 4, %128 ], [ %388, %386 ]
  %359 = phi ptr [ %289, %128 ], [ %387, %386 ]
  %360 = mul nsw i32 %357, -3
  %361 = icmp eq i32 %357, %358
  br i1 %361, label %362, label %386

362:                                              ; preds = %356
  %363 = shl nuw i32 %357, 1
  %364 = shl i32 %357, 4
  %365 = tail call noalias noundef nonnull ptr @_Znaj(i32 noundef %364) #7
  %366 = load i64, ptr %359, align 4
  store i64 %366, ptr %365, align 4
  %367 = getelementptr inbounds i8, ptr %359, i32 8
  %368 = getelementptr inbounds i8, ptr %365, i32 8
  %369 = load i64, ptr %367, align 4
  store i64 %369, ptr %368, align 4
  %370 = icmp eq i32 %357, 2
  br i1 %370, label %385, label %371, !llvm.loop !26

371:                                              ; preds = %362
  %372 = getelementptr inbounds i8, ptr %359, i32 16
  %373 = getelementptr inbounds i8, ptr %365, i32 16
  %374 = load i64, ptr %372, align 4
  store i64 %374, ptr %373, align 4
  %375 = icmp eq i32 %357, 3
  br i1 %375, label %385, label %376, !llvm.loop !26

376:                                              ; preds = %371
  %377 = getelementptr inbounds i8, ptr %359, i32 24
  %378 = getelementptr inbounds i8, ptr %365, i32 24
  %379 = load i64, ptr %377, align 4
  store i64 %379, ptr %378, align 4
  %380 = icmp eq i32 %357, 4
  br i1 %380, label %385, label %381, !llvm.loop !26

381:                                              ; preds = %376
  %382 = getelementptr inbounds i8, ptr %359, i32 32
  %383 = getelementptr inbounds i8, ptr %365, i32 32
  %384 = load i64, ptr %382, align 4
  store i64 %384, ptr %383, align 4
  br label %385

385:                                              ; preds = %362, %371, %376, %381
  tail call void @_ZdaPv(ptr noundef nonnull %359) #8
  br label %386

386:                                              ; preds = %385, %356
  %387 = phi ptr [ %359, %356 ], [ %365, %385 ]
  %388 = phi i32 [ %358, %356 ], [ %363, %385 ]
  %389 = add nuw nsw i32 %357, 1
  %390 = getelementptr inbounds %struct.Point, ptr %387, i32 %357
  %391 = zext i32 %360 to i64
  %392 = shl nuw i64 %391, 32
  %393 = zext nneg i32 %357 to i64
  %394 = or disjoint i64 %392, %393
  store i64 %394, ptr %390, align 4
  %395 = icmp eq i32 %389, 6
  br i1 %395, label %291, label %356, !llvm.loop !27
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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

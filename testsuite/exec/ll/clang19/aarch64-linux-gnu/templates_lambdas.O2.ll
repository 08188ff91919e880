; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
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
  br label %58

1:                                                ; preds = %107, %52
  %2 = phi i32 [ %53, %52 ], [ 0, %107 ]
  %3 = phi i64 [ %55, %52 ], [ 0, %107 ]
  %4 = phi ptr [ %54, %52 ], [ null, %107 ]
  %5 = ptrtoint ptr %4 to i64
  %6 = getelementptr inbounds i32, ptr %109, i64 %3
  %7 = load i32, ptr %6, align 4, !tbaa !6, !noalias !10
  %8 = sitofp i32 %7 to double
  %9 = tail call noundef double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double 3.000000e+00)
  %10 = zext i32 %2 to i64
  %11 = icmp eq i64 %3, %10
  br i1 %11, label %12, label %52

12:                                               ; preds = %1
  %13 = icmp eq i32 %2, 0
  %14 = shl nsw i32 %2, 1
  %15 = select i1 %13, i32 4, i32 %14
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 3
  %18 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %17) #7, !noalias !10
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %42

20:                                               ; preds = %12
  %21 = ptrtoint ptr %18 to i64
  %22 = icmp ult i64 %3, 4
  %23 = sub i64 %21, %5
  %24 = icmp ult i64 %23, 32
  %25 = or i1 %22, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %40, %20
  %27 = phi i64 [ 0, %20 ], [ %29, %40 ]
  br label %44

28:                                               ; preds = %20
  %29 = and i64 %3, 9223372036854775804
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %38, %30 ]
  %32 = getelementptr inbounds double, ptr %4, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !13, !noalias !10
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !13, !noalias !10
  %36 = getelementptr inbounds double, ptr %18, i64 %31
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  store <2 x double> %34, ptr %36, align 8, !tbaa !13, !noalias !10
  store <2 x double> %35, ptr %37, align 8, !tbaa !13, !noalias !10
  %38 = add nuw i64 %31, 4
  %39 = icmp eq i64 %38, %29
  br i1 %39, label %40, label %30, !llvm.loop !15

40:                                               ; preds = %30
  %41 = icmp eq i64 %3, %29
  br i1 %41, label %51, label %26

42:                                               ; preds = %12
  %43 = icmp eq ptr %4, null
  br i1 %43, label %52, label %51

44:                                               ; preds = %26, %44
  %45 = phi i64 [ %49, %44 ], [ %27, %26 ]
  %46 = getelementptr inbounds double, ptr %4, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !13, !noalias !10
  %48 = getelementptr inbounds double, ptr %18, i64 %45
  store double %47, ptr %48, align 8, !tbaa !13, !noalias !10
  %49 = add nuw nsw i64 %45, 1
  %50 = icmp eq i64 %49, %3
  br i1 %50, label %51, label %44, !llvm.loop !19

51:                                               ; preds = %44, %40, %42
  tail call void @_ZdaPv(ptr noundef nonnull %4) #8, !noalias !10
  br label %52

52:                                               ; preds = %42, %51, %1
  %53 = phi i32 [ %2, %1 ], [ %15, %51 ], [ %15, %42 ]
  %54 = phi ptr [ %4, %1 ], [ %18, %51 ], [ %18, %42 ]
  %55 = add nuw nsw i64 %3, 1
  %56 = getelementptr inbounds double, ptr %54, i64 %3
  store double %9, ptr %56, align 8, !tbaa !13, !noalias !10
  %57 = icmp eq i64 %55, 20
  br i1 %57, label %114, label %1, !llvm.loop !20

58:                                               ; preds = %0, %107
  %59 = phi i64 [ 0, %0 ], [ %110, %107 ]
  %60 = phi i32 [ 1, %0 ], [ %112, %107 ]
  %61 = phi ptr [ null, %0 ], [ %109, %107 ]
  %62 = phi i32 [ 0, %0 ], [ %108, %107 ]
  %63 = ptrtoint ptr %61 to i64
  %64 = mul nuw nsw i32 %60, %60
  %65 = zext i32 %62 to i64
  %66 = icmp eq i64 %59, %65
  br i1 %66, label %67, label %107

67:                                               ; preds = %58
  %68 = icmp eq i64 %59, 0
  %69 = trunc i64 %59 to i32
  %70 = shl i32 %69, 1
  %71 = select i1 %68, i32 4, i32 %70
  %72 = zext nneg i32 %71 to i64
  %73 = shl nuw nsw i64 %72, 2
  %74 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %73) #7
  br i1 %68, label %97, label %75

75:                                               ; preds = %67
  %76 = ptrtoint ptr %74 to i64
  %77 = icmp ult i64 %59, 8
  %78 = sub i64 %76, %63
  %79 = icmp ult i64 %78, 32
  %80 = or i1 %77, %79
  br i1 %80, label %81, label %83

81:                                               ; preds = %95, %75
  %82 = phi i64 [ 0, %75 ], [ %84, %95 ]
  br label %99

83:                                               ; preds = %75
  %84 = and i64 %59, 9223372036854775800
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %93, %85 ]
  %87 = getelementptr inbounds i32, ptr %61, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load <4 x i32>, ptr %87, align 4, !tbaa !6
  %90 = load <4 x i32>, ptr %88, align 4, !tbaa !6
  %91 = getelementptr inbounds i32, ptr %74, i64 %86
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  store <4 x i32> %89, ptr %91, align 4, !tbaa !6
  store <4 x i32> %90, ptr %92, align 4, !tbaa !6
  %93 = add nuw i64 %86, 8
  %94 = icmp eq i64 %93, %84
  br i1 %94, label %95, label %85, !llvm.loop !21

95:                                               ; preds = %85
  %96 = icmp eq i64 %59, %84
  br i1 %96, label %106, label %81

97:                                               ; preds = %67
  %98 = icmp eq ptr %61, null
  br i1 %98, label %107, label %106

99:                                               ; preds = %81, %99
  %100 = phi i64 [ %104, %99 ], [ %82, %81 ]
  %101 = getelementptr inbounds i32, ptr %61, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = getelementptr inbounds i32, ptr %74, i64 %100
  store i32 %102, ptr %103, align 4, !tbaa !6
  %104 = add nuw nsw i64 %100, 1
  %105 = icmp eq i64 %104, %59
  br i1 %105, label %106, label %99, !llvm.loop !22

106:                                              ; preds = %99, %95, %97
  tail call void @_ZdaPv(ptr noundef nonnull %61) #8
  br label %107

107:                                              ; preds = %97, %106, %58
  %108 = phi i32 [ %62, %58 ], [ %71, %106 ], [ 4, %97 ]
  %109 = phi ptr [ %61, %58 ], [ %74, %106 ], [ %74, %97 ]
  %110 = add nuw nsw i64 %59, 1
  %111 = getelementptr inbounds i32, ptr %109, i64 %59
  store i32 %64, ptr %111, align 4, !tbaa !6
  %112 = add nuw nsw i32 %60, 1
  %113 = icmp eq i64 %110, 20
  br i1 %113, label %1, label %58, !llvm.loop !23

114:                                              ; preds = %52
  %115 = load double, ptr %54, align 8, !tbaa !13
  %116 = fadd double %115, 0.000000e+00
  %117 = getelementptr inbounds i8, ptr %54, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !13
  %119 = fadd double %116, %118
  %120 = getelementptr inbounds i8, ptr %54, i64 16
  %121 = load double, ptr %120, align 8, !tbaa !13
  %122 = fadd double %119, %121
  %123 = getelementptr inbounds i8, ptr %54, i64 24
  %124 = load double, ptr %123, align 8, !tbaa !13
  %125 = fadd double %122, %124
  %126 = getelementptr inbounds i8, ptr %54, i64 32
  %127 = load double, ptr %126, align 8, !tbaa !13
  %128 = fadd double %125, %127
  %129 = getelementptr inbounds i8, ptr %54, i64 40
  %130 = load double, ptr %129, align 8, !tbaa !13
  %131 = fadd double %128, %130
  %132 = getelementptr inbounds i8, ptr %54, i64 48
  %133 = load double, ptr %132, align 8, !tbaa !13
  %134 = fadd double %131, %133
  %135 = getelementptr inbounds i8, ptr %54, i64 56
  %136 = load double, ptr %135, align 8, !tbaa !13
  %137 = fadd double %134, %136
  %138 = getelementptr inbounds i8, ptr %54, i64 64
  %139 = load double, ptr %138, align 8, !tbaa !13
  %140 = fadd double %137, %139
  %141 = getelementptr inbounds i8, ptr %54, i64 72
  %142 = load double, ptr %141, align 8, !tbaa !13
  %143 = fadd double %140, %142
  %144 = getelementptr inbounds i8, ptr %54, i64 80
  %145 = load double, ptr %144, align 8, !tbaa !13
  %146 = fadd double %143, %145
  %147 = getelementptr inbounds i8, ptr %54, i64 88
  %148 = load double, ptr %147, align 8, !tbaa !13
  %149 = fadd double %146, %148
  %150 = getelementptr inbounds i8, ptr %54, i64 96
  %151 = load double, ptr %150, align 8, !tbaa !13
  %152 = fadd double %149, %151
  %153 = getelementptr inbounds i8, ptr %54, i64 104
  %154 = load double, ptr %153, align 8, !tbaa !13
  %155 = fadd double %152, %154
  %156 = getelementptr inbounds i8, ptr %54, i64 112
  %157 = load double, ptr %156, align 8, !tbaa !13
  %158 = fadd double %155, %157
  %159 = getelementptr inbounds i8, ptr %54, i64 120
  %160 = load double, ptr %159, align 8, !tbaa !13
  %161 = fadd double %158, %160
  %162 = getelementptr inbounds i8, ptr %54, i64 128
  %163 = load double, ptr %162, align 8, !tbaa !13
  %164 = fadd double %161, %163
  %165 = getelementptr inbounds i8, ptr %54, i64 136
  %166 = load double, ptr %165, align 8, !tbaa !13
  %167 = fadd double %164, %166
  %168 = getelementptr inbounds i8, ptr %54, i64 144
  %169 = load double, ptr %168, align 8, !tbaa !13
  %170 = fadd double %167, %169
  %171 = getelementptr inbounds i8, ptr %54, i64 152
  %172 = load double, ptr %171, align 8, !tbaa !13
  %173 = fadd double %170, %172
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, double noundef %172, double noundef %173)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i32 noundef 0)
  %176 = getelementptr inbounds i8, ptr %109, i64 64
  %177 = load <4 x i32>, ptr %176, align 4, !tbaa !6
  %178 = and <4 x i32> %177, <i32 1, i32 1, i32 1, i32 1>
  %179 = xor <4 x i32> %178, <i32 1, i32 1, i32 1, i32 1>
  %180 = load <16 x i32>, ptr %109, align 4, !tbaa !6
  %181 = and <16 x i32> %180, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %182 = xor <16 x i32> %181, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %183 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %182)
  %184 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %179)
  %185 = add i32 %183, %184
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %185)
  %187 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znam(i64 noundef 32) #7
  store i64 0, ptr %187, align 4
  %188 = getelementptr inbounds i8, ptr %187, i64 8
  store i64 -12884901887, ptr %188, align 4
  br label %213

189:                                              ; preds = %245
  %190 = getelementptr inbounds i8, ptr %247, i64 32
  %191 = load <8 x i32>, ptr %247, align 4, !tbaa !6
  %192 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %191, i1 true)
  %193 = load <4 x i32>, ptr %190, align 4, !tbaa !6
  %194 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %193, i1 true)
  %195 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %192)
  %196 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %194)
  %197 = add i32 %195, %196
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %197)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef 1)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef 2)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 51, i32 noundef 6561)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 9, i32 noundef 1)
  tail call void @_ZdaPv(ptr noundef nonnull %247) #8
  tail call void @_ZdaPv(ptr noundef nonnull %109) #8
  %210 = icmp eq ptr %54, null
  br i1 %210, label %212, label %211

211:                                              ; preds = %189
  tail call void @_ZdaPv(ptr noundef nonnull %54) #8
  br label %212

212:                                              ; preds = %211, %189
  ret i32 17

213:                                              ; preds = %114, %245
  %214 = phi i64 [ 2, %114 ], [ %248, %245 ]
  %215 = phi ptr [ %187, %114 ], [ %247, %245 ]
  %216 = phi i32 [ 4, %114 ], [ %246, %245 ]
  %217 = zext i32 %216 to i64
  %218 = icmp eq i64 %214, %217
  br i1 %218, label %219, label %245

219:                                              ; preds = %213
  %220 = trunc i64 %214 to i32
  %221 = shl i32 %220, 1
  %222 = zext nneg i32 %221 to i64
  %223 = shl nuw nsw i64 %222, 3
  %224 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %223) #7
  %225 = load i64, ptr %215, align 4
  store i64 %225, ptr %224, align 4
  %226 = getelementptr inbounds i8, ptr %215, i64 8
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load i64, ptr %226, align 4
  store i64 %228, ptr %227, align 4
  %229 = icmp eq i64 %214, 2
  br i1 %229, label %244, label %230, !llvm.loop !24

230:                                              ; preds = %219
  %231 = getelementptr inbounds i8, ptr %215, i64 16
  %232 = getelementptr inbounds i8, ptr %224, i64 16
  %233 = load i64, ptr %231, align 4
  store i64 %233, ptr %232, align 4
  %234 = icmp eq i64 %214, 3
  br i1 %234, label %244, label %235, !llvm.loop !24

235:                                              ; preds = %230
  %236 = getelementptr inbounds i8, ptr %215, i64 24
  %237 = getelementptr inbounds i8, ptr %224, i64 24
  %238 = load i64, ptr %236, align 4
  store i64 %238, ptr %237, align 4
  %239 = icmp eq i64 %214, 4
  br i1 %239, label %244, label %240, !llvm.loop !24

240:                                              ; preds = %235
  %241 = getelementptr inbounds i8, ptr %215, i64 32
  %242 = getelementptr inbounds i8, ptr %224, i64 32
  %243 = load i64, ptr %241, align 4
  store i64 %243, ptr %242, align 4
  br label %244

244:                                              ; preds = %219, %230, %235, %240
  tail call void @_ZdaPv(ptr noundef nonnull %215) #8
  br label %245

245:                                              ; preds = %244, %213
  %246 = phi i32 [ %216, %213 ], [ %221, %244 ]
  %247 = phi ptr [ %215, %213 ], [ %224, %244 ]
  %248 = add nuw nsw i64 %214, 1
  %249 = getelementptr inbounds %struct.Point, ptr %247, i64 %214
  %250 = mul nsw i64 %214, -12884901887
  store i64 %250, ptr %249, align 4
  %251 = icmp eq i64 %248, 6
  br i1 %251, label %189, label %213, !llvm.loop !25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
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
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !17}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16, !26}
!26 = !{!"llvm.loop.peeled.count", i32 2}

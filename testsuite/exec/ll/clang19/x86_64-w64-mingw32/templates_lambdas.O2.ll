; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  br label %85

1:                                                ; preds = %161, %79
  %2 = phi i32 [ %80, %79 ], [ 0, %161 ]
  %3 = phi i64 [ %82, %79 ], [ 0, %161 ]
  %4 = phi ptr [ %81, %79 ], [ null, %161 ]
  %5 = ptrtoint ptr %4 to i64
  %6 = getelementptr inbounds i32, ptr %163, i64 %3
  %7 = load i32, ptr %6, align 4, !tbaa !5, !noalias !9
  %8 = sitofp i32 %7 to double
  %9 = tail call noundef double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double 3.000000e+00)
  %10 = zext i32 %2 to i64
  %11 = icmp eq i64 %3, %10
  br i1 %11, label %12, label %79

12:                                               ; preds = %1
  %13 = icmp eq i32 %2, 0
  %14 = shl nsw i32 %2, 1
  %15 = select i1 %13, i32 4, i32 %14
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 3
  %18 = tail call noalias noundef nonnull ptr @_Znay(i64 noundef %17) #7, !noalias !9
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %57

20:                                               ; preds = %12
  %21 = ptrtoint ptr %18 to i64
  %22 = icmp ult i64 %3, 4
  %23 = sub i64 %21, %5
  %24 = icmp ult i64 %23, 32
  %25 = or i1 %22, %24
  br i1 %25, label %26, label %43

26:                                               ; preds = %55, %20
  %27 = phi i64 [ 0, %20 ], [ %44, %55 ]
  %28 = and i64 %3, 3
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %26, %30
  %31 = phi i64 [ %36, %30 ], [ %27, %26 ]
  %32 = phi i64 [ %37, %30 ], [ 0, %26 ]
  %33 = getelementptr inbounds double, ptr %4, i64 %31
  %34 = load double, ptr %33, align 8, !tbaa !12, !noalias !9
  %35 = getelementptr inbounds double, ptr %18, i64 %31
  store double %34, ptr %35, align 8, !tbaa !12, !noalias !9
  %36 = add nuw nsw i64 %31, 1
  %37 = add i64 %32, 1
  %38 = icmp eq i64 %37, %28
  br i1 %38, label %39, label %30, !llvm.loop !14

39:                                               ; preds = %30, %26
  %40 = phi i64 [ %27, %26 ], [ %36, %30 ]
  %41 = sub nsw i64 %27, %3
  %42 = icmp ugt i64 %41, -4
  br i1 %42, label %78, label %59

43:                                               ; preds = %20
  %44 = and i64 %3, 9223372036854775804
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %53, %45 ]
  %47 = getelementptr inbounds double, ptr %4, i64 %46
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load <2 x double>, ptr %47, align 8, !tbaa !12, !noalias !9
  %50 = load <2 x double>, ptr %48, align 8, !tbaa !12, !noalias !9
  %51 = getelementptr inbounds double, ptr %18, i64 %46
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> %49, ptr %51, align 8, !tbaa !12, !noalias !9
  store <2 x double> %50, ptr %52, align 8, !tbaa !12, !noalias !9
  %53 = add nuw i64 %46, 4
  %54 = icmp eq i64 %53, %44
  br i1 %54, label %55, label %45, !llvm.loop !16

55:                                               ; preds = %45
  %56 = icmp eq i64 %3, %44
  br i1 %56, label %78, label %26

57:                                               ; preds = %12
  %58 = icmp eq ptr %4, null
  br i1 %58, label %79, label %78

59:                                               ; preds = %39, %59
  %60 = phi i64 [ %76, %59 ], [ %40, %39 ]
  %61 = getelementptr inbounds double, ptr %4, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !12, !noalias !9
  %63 = getelementptr inbounds double, ptr %18, i64 %60
  store double %62, ptr %63, align 8, !tbaa !12, !noalias !9
  %64 = add nuw nsw i64 %60, 1
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !12, !noalias !9
  %67 = getelementptr inbounds double, ptr %18, i64 %64
  store double %66, ptr %67, align 8, !tbaa !12, !noalias !9
  %68 = add nuw nsw i64 %60, 2
  %69 = getelementptr inbounds double, ptr %4, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !12, !noalias !9
  %71 = getelementptr inbounds double, ptr %18, i64 %68
  store double %70, ptr %71, align 8, !tbaa !12, !noalias !9
  %72 = add nuw nsw i64 %60, 3
  %73 = getelementptr inbounds double, ptr %4, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !12, !noalias !9
  %75 = getelementptr inbounds double, ptr %18, i64 %72
  store double %74, ptr %75, align 8, !tbaa !12, !noalias !9
  %76 = add nuw nsw i64 %60, 4
  %77 = icmp eq i64 %76, %3
  br i1 %77, label %78, label %59, !llvm.loop !20

78:                                               ; preds = %39, %59, %55, %57
  tail call void @_ZdaPv(ptr noundef nonnull %4) #8, !noalias !9
  br label %79

79:                                               ; preds = %57, %78, %1
  %80 = phi i32 [ %2, %1 ], [ %15, %78 ], [ %15, %57 ]
  %81 = phi ptr [ %4, %1 ], [ %18, %78 ], [ %18, %57 ]
  %82 = add nuw nsw i64 %3, 1
  %83 = getelementptr inbounds double, ptr %81, i64 %3
  store double %9, ptr %83, align 8, !tbaa !12, !noalias !9
  %84 = icmp eq i64 %82, 20
  br i1 %84, label %168, label %1, !llvm.loop !21

85:                                               ; preds = %0, %161
  %86 = phi i64 [ 0, %0 ], [ %164, %161 ]
  %87 = phi i32 [ 1, %0 ], [ %166, %161 ]
  %88 = phi ptr [ null, %0 ], [ %163, %161 ]
  %89 = phi i32 [ 0, %0 ], [ %162, %161 ]
  %90 = ptrtoint ptr %88 to i64
  %91 = mul nuw nsw i32 %87, %87
  %92 = zext i32 %89 to i64
  %93 = icmp eq i64 %86, %92
  br i1 %93, label %94, label %161

94:                                               ; preds = %85
  %95 = icmp eq i64 %86, 0
  %96 = trunc i64 %86 to i32
  %97 = shl i32 %96, 1
  %98 = select i1 %95, i32 4, i32 %97
  %99 = zext nneg i32 %98 to i64
  %100 = shl nuw nsw i64 %99, 2
  %101 = tail call noalias noundef nonnull ptr @_Znay(i64 noundef %100) #7
  br i1 %95, label %139, label %102

102:                                              ; preds = %94
  %103 = ptrtoint ptr %101 to i64
  %104 = icmp ult i64 %86, 8
  %105 = sub i64 %103, %90
  %106 = icmp ult i64 %105, 32
  %107 = or i1 %104, %106
  br i1 %107, label %108, label %125

108:                                              ; preds = %137, %102
  %109 = phi i64 [ 0, %102 ], [ %126, %137 ]
  %110 = and i64 %86, 3
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %121, label %112

112:                                              ; preds = %108, %112
  %113 = phi i64 [ %118, %112 ], [ %109, %108 ]
  %114 = phi i64 [ %119, %112 ], [ 0, %108 ]
  %115 = getelementptr inbounds i32, ptr %88, i64 %113
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = getelementptr inbounds i32, ptr %101, i64 %113
  store i32 %116, ptr %117, align 4, !tbaa !5
  %118 = add nuw nsw i64 %113, 1
  %119 = add i64 %114, 1
  %120 = icmp eq i64 %119, %110
  br i1 %120, label %121, label %112, !llvm.loop !22

121:                                              ; preds = %112, %108
  %122 = phi i64 [ %109, %108 ], [ %118, %112 ]
  %123 = sub nsw i64 %109, %86
  %124 = icmp ugt i64 %123, -4
  br i1 %124, label %160, label %141

125:                                              ; preds = %102
  %126 = and i64 %86, 9223372036854775800
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %135, %127 ]
  %129 = getelementptr inbounds i32, ptr %88, i64 %128
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load <4 x i32>, ptr %129, align 4, !tbaa !5
  %132 = load <4 x i32>, ptr %130, align 4, !tbaa !5
  %133 = getelementptr inbounds i32, ptr %101, i64 %128
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  store <4 x i32> %131, ptr %133, align 4, !tbaa !5
  store <4 x i32> %132, ptr %134, align 4, !tbaa !5
  %135 = add nuw i64 %128, 8
  %136 = icmp eq i64 %135, %126
  br i1 %136, label %137, label %127, !llvm.loop !23

137:                                              ; preds = %127
  %138 = icmp eq i64 %86, %126
  br i1 %138, label %160, label %108

139:                                              ; preds = %94
  %140 = icmp eq ptr %88, null
  br i1 %140, label %161, label %160

141:                                              ; preds = %121, %141
  %142 = phi i64 [ %158, %141 ], [ %122, %121 ]
  %143 = getelementptr inbounds i32, ptr %88, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = getelementptr inbounds i32, ptr %101, i64 %142
  store i32 %144, ptr %145, align 4, !tbaa !5
  %146 = add nuw nsw i64 %142, 1
  %147 = getelementptr inbounds i32, ptr %88, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = getelementptr inbounds i32, ptr %101, i64 %146
  store i32 %148, ptr %149, align 4, !tbaa !5
  %150 = add nuw nsw i64 %142, 2
  %151 = getelementptr inbounds i32, ptr %88, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = getelementptr inbounds i32, ptr %101, i64 %150
  store i32 %152, ptr %153, align 4, !tbaa !5
  %154 = add nuw nsw i64 %142, 3
  %155 = getelementptr inbounds i32, ptr %88, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !5
  %157 = getelementptr inbounds i32, ptr %101, i64 %154
  store i32 %156, ptr %157, align 4, !tbaa !5
  %158 = add nuw nsw i64 %142, 4
  %159 = icmp eq i64 %158, %86
  br i1 %159, label %160, label %141, !llvm.loop !24

160:                                              ; preds = %121, %141, %137, %139
  tail call void @_ZdaPv(ptr noundef nonnull %88) #8
  br label %161

161:                                              ; preds = %139, %160, %85
  %162 = phi i32 [ %89, %85 ], [ %98, %160 ], [ 4, %139 ]
  %163 = phi ptr [ %88, %85 ], [ %101, %160 ], [ %101, %139 ]
  %164 = add nuw nsw i64 %86, 1
  %165 = getelementptr inbounds i32, ptr %163, i64 %86
  store i32 %91, ptr %165, align 4, !tbaa !5
  %166 = add nuw nsw i32 %87, 1
  %167 = icmp eq i64 %164, 20
  br i1 %167, label %1, label %85, !llvm.loop !25

168:                                              ; preds = %79
  %169 = load double, ptr %81, align 8, !tbaa !12
  %170 = fadd double %169, 0.000000e+00
  %171 = getelementptr inbounds i8, ptr %81, i64 8
  %172 = load double, ptr %171, align 8, !tbaa !12
  %173 = fadd double %170, %172
  %174 = getelementptr inbounds i8, ptr %81, i64 16
  %175 = load double, ptr %174, align 8, !tbaa !12
  %176 = fadd double %173, %175
  %177 = getelementptr inbounds i8, ptr %81, i64 24
  %178 = load double, ptr %177, align 8, !tbaa !12
  %179 = fadd double %176, %178
  %180 = getelementptr inbounds i8, ptr %81, i64 32
  %181 = load double, ptr %180, align 8, !tbaa !12
  %182 = fadd double %179, %181
  %183 = getelementptr inbounds i8, ptr %81, i64 40
  %184 = load double, ptr %183, align 8, !tbaa !12
  %185 = fadd double %182, %184
  %186 = getelementptr inbounds i8, ptr %81, i64 48
  %187 = load double, ptr %186, align 8, !tbaa !12
  %188 = fadd double %185, %187
  %189 = getelementptr inbounds i8, ptr %81, i64 56
  %190 = load double, ptr %189, align 8, !tbaa !12
  %191 = fadd double %188, %190
  %192 = getelementptr inbounds i8, ptr %81, i64 64
  %193 = load double, ptr %192, align 8, !tbaa !12
  %194 = fadd double %191, %193
  %195 = getelementptr inbounds i8, ptr %81, i64 72
  %196 = load double, ptr %195, align 8, !tbaa !12
  %197 = fadd double %194, %196
  %198 = getelementptr inbounds i8, ptr %81, i64 80
  %199 = load double, ptr %198, align 8, !tbaa !12
  %200 = fadd double %197, %199
  %201 = getelementptr inbounds i8, ptr %81, i64 88
  %202 = load double, ptr %201, align 8, !tbaa !12
  %203 = fadd double %200, %202
  %204 = getelementptr inbounds i8, ptr %81, i64 96
  %205 = load double, ptr %204, align 8, !tbaa !12
  %206 = fadd double %203, %205
  %207 = getelementptr inbounds i8, ptr %81, i64 104
  %208 = load double, ptr %207, align 8, !tbaa !12
  %209 = fadd double %206, %208
  %210 = getelementptr inbounds i8, ptr %81, i64 112
  %211 = load double, ptr %210, align 8, !tbaa !12
  %212 = fadd double %209, %211
  %213 = getelementptr inbounds i8, ptr %81, i64 120
  %214 = load double, ptr %213, align 8, !tbaa !12
  %215 = fadd double %212, %214
  %216 = getelementptr inbounds i8, ptr %81, i64 128
  %217 = load double, ptr %216, align 8, !tbaa !12
  %218 = fadd double %215, %217
  %219 = getelementptr inbounds i8, ptr %81, i64 136
  %220 = load double, ptr %219, align 8, !tbaa !12
  %221 = fadd double %218, %220
  %222 = getelementptr inbounds i8, ptr %81, i64 144
  %223 = load double, ptr %222, align 8, !tbaa !12
  %224 = fadd double %221, %223
  %225 = getelementptr inbounds i8, ptr %81, i64 152
  %226 = load double, ptr %225, align 8, !tbaa !12
  %227 = fadd double %224, %226
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, double noundef %226, double noundef %227)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i32 noundef 0)
  %230 = getelementptr inbounds i8, ptr %163, i64 64
  %231 = load <4 x i32>, ptr %230, align 4, !tbaa !5
  %232 = and <4 x i32> %231, <i32 1, i32 1, i32 1, i32 1>
  %233 = xor <4 x i32> %232, <i32 1, i32 1, i32 1, i32 1>
  %234 = load <16 x i32>, ptr %163, align 4, !tbaa !5
  %235 = and <16 x i32> %234, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %236 = xor <16 x i32> %235, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %237 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %236)
  %238 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %233)
  %239 = add i32 %237, %238
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %239)
  %241 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znay(i64 noundef 32) #7
  store i64 0, ptr %241, align 4
  %242 = getelementptr inbounds i8, ptr %241, i64 8
  store i64 -12884901887, ptr %242, align 4
  br label %267

243:                                              ; preds = %299
  %244 = getelementptr inbounds i8, ptr %301, i64 32
  %245 = load <8 x i32>, ptr %301, align 4, !tbaa !5
  %246 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %245, i1 true)
  %247 = load <4 x i32>, ptr %244, align 4, !tbaa !5
  %248 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %247, i1 true)
  %249 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %246)
  %250 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %248)
  %251 = add i32 %249, %250
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %251)
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef 1)
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef 2)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 12)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 51, i32 noundef 6561)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 22)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 9, i32 noundef 1)
  tail call void @_ZdaPv(ptr noundef nonnull %301) #8
  tail call void @_ZdaPv(ptr noundef nonnull %163) #8
  %264 = icmp eq ptr %81, null
  br i1 %264, label %266, label %265

265:                                              ; preds = %243
  tail call void @_ZdaPv(ptr noundef nonnull %81) #8
  br label %266

266:                                              ; preds = %265, %243
  ret i32 17

267:                                              ; preds = %168, %299
  %268 = phi i64 [ 2, %168 ], [ %302, %299 ]
  %269 = phi ptr [ %241, %168 ], [ %301, %299 ]
  %270 = phi i32 [ 4, %168 ], [ %300, %299 ]
  %271 = zext i32 %270 to i64
  %272 = icmp eq i64 %268, %271
  br i1 %272, label %273, label %299

273:                                              ; preds = %267
  %274 = trunc i64 %268 to i32
  %275 = shl i32 %274, 1
  %276 = zext nneg i32 %275 to i64
  %277 = shl nuw nsw i64 %276, 3
  %278 = tail call noalias noundef nonnull ptr @_Znay(i64 noundef %277) #7
  %279 = load i64, ptr %269, align 4
  store i64 %279, ptr %278, align 4
  %280 = getelementptr inbounds i8, ptr %269, i64 8
  %281 = getelementptr inbounds i8, ptr %278, i64 8
  %282 = load i64, ptr %280, align 4
  store i64 %282, ptr %281, align 4
  %283 = icmp eq i64 %268, 2
  br i1 %283, label %298, label %284, !llvm.loop !26

284:                                              ; preds = %273
  %285 = getelementptr inbounds i8, ptr %269, i64 16
  %286 = getelementptr inbounds i8, ptr %278, i64 16
  %287 = load i64, ptr %285, align 4
  store i64 %287, ptr %286, align 4
  %288 = icmp eq i64 %268, 3
  br i1 %288, label %298, label %289, !llvm.loop !26

289:                                              ; preds = %284
  %290 = getelementptr inbounds i8, ptr %269, i64 24
  %291 = getelementptr inbounds i8, ptr %278, i64 24
  %292 = load i64, ptr %290, align 4
  store i64 %292, ptr %291, align 4
  %293 = icmp eq i64 %268, 4
  br i1 %293, label %298, label %294, !llvm.loop !26

294:                                              ; preds = %289
  %295 = getelementptr inbounds i8, ptr %269, i64 32
  %296 = getelementptr inbounds i8, ptr %278, i64 32
  %297 = load i64, ptr %295, align 4
  store i64 %297, ptr %296, align 4
  br label %298

298:                                              ; preds = %273, %284, %289, %294
  tail call void @_ZdaPv(ptr noundef nonnull %269) #8
  br label %299

299:                                              ; preds = %298, %267
  %300 = phi i32 [ %270, %267 ], [ %275, %298 ]
  %301 = phi ptr [ %269, %267 ], [ %278, %298 ]
  %302 = add nuw nsw i64 %268, 1
  %303 = getelementptr inbounds %struct.Point, ptr %301, i64 %268
  %304 = mul nsw i64 %268, -12884901887
  store i64 %304, ptr %303, align 4
  %305 = icmp eq i64 %302, 6
  br i1 %305, label %243, label %267, !llvm.loop !27
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znay(i64 noundef) local_unnamed_addr #4

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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !17, !18, !19}
!24 = distinct !{!24, !17, !18}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17, !28}
!28 = !{!"llvm.loop.peeled.count", i32 2}

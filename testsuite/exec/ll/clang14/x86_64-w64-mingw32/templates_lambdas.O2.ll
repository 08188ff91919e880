; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  br label %165

1:                                                ; preds = %313, %157
  %2 = phi double* [ %158, %157 ], [ null, %313 ]
  %3 = phi double* [ %159, %157 ], [ null, %313 ]
  %4 = phi double* [ %160, %157 ], [ null, %313 ]
  %5 = phi i32 [ %161, %157 ], [ 0, %313 ]
  %6 = phi i64 [ %162, %157 ], [ 0, %313 ]
  %7 = and i64 %6, 9223372036854775804
  %8 = add nsw i64 %7, -4
  %9 = lshr exact i64 %8, 2
  %10 = add nuw nsw i64 %9, 1
  %11 = shl nuw nsw i64 %6, 3
  %12 = bitcast double* %3 to i8*
  %13 = getelementptr inbounds i32, i32* %315, i64 %6
  %14 = load i32, i32* %13, align 4, !tbaa !4, !noalias !8
  %15 = sitofp i32 %14 to double
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double 3.000000e+00) #8
  %17 = zext i32 %5 to i64
  %18 = icmp eq i64 %6, %17
  br i1 %18, label %19, label %157

19:                                               ; preds = %1
  %20 = icmp eq i32 %5, 0
  %21 = shl nsw i32 %5, 1
  %22 = select i1 %20, i32 4, i32 %21
  %23 = sext i32 %22 to i64
  %24 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %23, i64 8) #8
  %25 = extractvalue { i64, i1 } %24, 1
  %26 = extractvalue { i64, i1 } %24, 0
  %27 = select i1 %25, i64 -1, i64 %26
  %28 = tail call noalias noundef nonnull i8* @_Znay(i64 noundef %27) #9, !noalias !8
  %29 = bitcast i8* %28 to double*
  %30 = icmp sgt i32 %5, 0
  br i1 %30, label %31, label %134

31:                                               ; preds = %19
  %32 = icmp ult i64 %6, 4
  br i1 %32, label %116, label %33

33:                                               ; preds = %31
  %34 = getelementptr i8, i8* %28, i64 %11
  %35 = getelementptr double, double* %3, i64 %6
  %36 = bitcast double* %35 to i8*
  %37 = icmp ult i8* %28, %36
  %38 = icmp ugt i8* %34, %12
  %39 = and i1 %37, %38
  br i1 %39, label %116, label %40

40:                                               ; preds = %33
  %41 = and i64 %6, 9223372036854775804
  %42 = and i64 %10, 3
  %43 = icmp ult i64 %8, 12
  br i1 %43, label %95, label %44

44:                                               ; preds = %40
  %45 = and i64 %10, 9223372036854775804
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %92, %46 ]
  %48 = phi i64 [ 0, %44 ], [ %93, %46 ]
  %49 = getelementptr inbounds double, double* %3, i64 %47
  %50 = bitcast double* %49 to <2 x double>*
  %51 = load <2 x double>, <2 x double>* %50, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %52 = getelementptr inbounds double, double* %49, i64 2
  %53 = bitcast double* %52 to <2 x double>*
  %54 = load <2 x double>, <2 x double>* %53, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %55 = getelementptr inbounds double, double* %29, i64 %47
  %56 = bitcast double* %55 to <2 x double>*
  store <2 x double> %51, <2 x double>* %56, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %57 = getelementptr inbounds double, double* %55, i64 2
  %58 = bitcast double* %57 to <2 x double>*
  store <2 x double> %54, <2 x double>* %58, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %59 = or i64 %47, 4
  %60 = getelementptr inbounds double, double* %3, i64 %59
  %61 = bitcast double* %60 to <2 x double>*
  %62 = load <2 x double>, <2 x double>* %61, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %63 = getelementptr inbounds double, double* %60, i64 2
  %64 = bitcast double* %63 to <2 x double>*
  %65 = load <2 x double>, <2 x double>* %64, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %66 = getelementptr inbounds double, double* %29, i64 %59
  %67 = bitcast double* %66 to <2 x double>*
  store <2 x double> %62, <2 x double>* %67, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %68 = getelementptr inbounds double, double* %66, i64 2
  %69 = bitcast double* %68 to <2 x double>*
  store <2 x double> %65, <2 x double>* %69, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %70 = or i64 %47, 8
  %71 = getelementptr inbounds double, double* %3, i64 %70
  %72 = bitcast double* %71 to <2 x double>*
  %73 = load <2 x double>, <2 x double>* %72, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %74 = getelementptr inbounds double, double* %71, i64 2
  %75 = bitcast double* %74 to <2 x double>*
  %76 = load <2 x double>, <2 x double>* %75, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %77 = getelementptr inbounds double, double* %29, i64 %70
  %78 = bitcast double* %77 to <2 x double>*
  store <2 x double> %73, <2 x double>* %78, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %79 = getelementptr inbounds double, double* %77, i64 2
  %80 = bitcast double* %79 to <2 x double>*
  store <2 x double> %76, <2 x double>* %80, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %81 = or i64 %47, 12
  %82 = getelementptr inbounds double, double* %3, i64 %81
  %83 = bitcast double* %82 to <2 x double>*
  %84 = load <2 x double>, <2 x double>* %83, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %85 = getelementptr inbounds double, double* %82, i64 2
  %86 = bitcast double* %85 to <2 x double>*
  %87 = load <2 x double>, <2 x double>* %86, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %88 = getelementptr inbounds double, double* %29, i64 %81
  %89 = bitcast double* %88 to <2 x double>*
  store <2 x double> %84, <2 x double>* %89, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %90 = getelementptr inbounds double, double* %88, i64 2
  %91 = bitcast double* %90 to <2 x double>*
  store <2 x double> %87, <2 x double>* %91, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %92 = add nuw i64 %47, 16
  %93 = add nuw i64 %48, 4
  %94 = icmp eq i64 %93, %45
  br i1 %94, label %95, label %46, !llvm.loop !19

95:                                               ; preds = %46, %40
  %96 = phi i64 [ 0, %40 ], [ %92, %46 ]
  %97 = icmp eq i64 %42, 0
  br i1 %97, label %114, label %98

98:                                               ; preds = %95, %98
  %99 = phi i64 [ %111, %98 ], [ %96, %95 ]
  %100 = phi i64 [ %112, %98 ], [ 0, %95 ]
  %101 = getelementptr inbounds double, double* %3, i64 %99
  %102 = bitcast double* %101 to <2 x double>*
  %103 = load <2 x double>, <2 x double>* %102, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %104 = getelementptr inbounds double, double* %101, i64 2
  %105 = bitcast double* %104 to <2 x double>*
  %106 = load <2 x double>, <2 x double>* %105, align 8, !tbaa !11, !alias.scope !13, !noalias !8
  %107 = getelementptr inbounds double, double* %29, i64 %99
  %108 = bitcast double* %107 to <2 x double>*
  store <2 x double> %103, <2 x double>* %108, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %109 = getelementptr inbounds double, double* %107, i64 2
  %110 = bitcast double* %109 to <2 x double>*
  store <2 x double> %106, <2 x double>* %110, align 8, !tbaa !11, !alias.scope !16, !noalias !18
  %111 = add nuw i64 %99, 4
  %112 = add i64 %100, 1
  %113 = icmp eq i64 %112, %42
  br i1 %113, label %114, label %98, !llvm.loop !22

114:                                              ; preds = %98, %95
  %115 = icmp eq i64 %6, %41
  br i1 %115, label %155, label %116

116:                                              ; preds = %33, %31, %114
  %117 = phi i64 [ 0, %33 ], [ 0, %31 ], [ %41, %114 ]
  %118 = xor i64 %117, -1
  %119 = add nsw i64 %6, %118
  %120 = and i64 %6, 3
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %131, label %122

122:                                              ; preds = %116, %122
  %123 = phi i64 [ %128, %122 ], [ %117, %116 ]
  %124 = phi i64 [ %129, %122 ], [ 0, %116 ]
  %125 = getelementptr inbounds double, double* %3, i64 %123
  %126 = load double, double* %125, align 8, !tbaa !11, !noalias !8
  %127 = getelementptr inbounds double, double* %29, i64 %123
  store double %126, double* %127, align 8, !tbaa !11, !noalias !8
  %128 = add nuw nsw i64 %123, 1
  %129 = add i64 %124, 1
  %130 = icmp eq i64 %129, %120
  br i1 %130, label %131, label %122, !llvm.loop !24

131:                                              ; preds = %122, %116
  %132 = phi i64 [ %117, %116 ], [ %128, %122 ]
  %133 = icmp ult i64 %119, 3
  br i1 %133, label %155, label %136

134:                                              ; preds = %19
  %135 = icmp eq double* %3, null
  br i1 %135, label %157, label %155

136:                                              ; preds = %131, %136
  %137 = phi i64 [ %153, %136 ], [ %132, %131 ]
  %138 = getelementptr inbounds double, double* %3, i64 %137
  %139 = load double, double* %138, align 8, !tbaa !11, !noalias !8
  %140 = getelementptr inbounds double, double* %29, i64 %137
  store double %139, double* %140, align 8, !tbaa !11, !noalias !8
  %141 = add nuw nsw i64 %137, 1
  %142 = getelementptr inbounds double, double* %3, i64 %141
  %143 = load double, double* %142, align 8, !tbaa !11, !noalias !8
  %144 = getelementptr inbounds double, double* %29, i64 %141
  store double %143, double* %144, align 8, !tbaa !11, !noalias !8
  %145 = add nuw nsw i64 %137, 2
  %146 = getelementptr inbounds double, double* %3, i64 %145
  %147 = load double, double* %146, align 8, !tbaa !11, !noalias !8
  %148 = getelementptr inbounds double, double* %29, i64 %145
  store double %147, double* %148, align 8, !tbaa !11, !noalias !8
  %149 = add nuw nsw i64 %137, 3
  %150 = getelementptr inbounds double, double* %3, i64 %149
  %151 = load double, double* %150, align 8, !tbaa !11, !noalias !8
  %152 = getelementptr inbounds double, double* %29, i64 %149
  store double %151, double* %152, align 8, !tbaa !11, !noalias !8
  %153 = add nuw nsw i64 %137, 4
  %154 = icmp eq i64 %153, %6
  br i1 %154, label %155, label %136, !llvm.loop !25

155:                                              ; preds = %131, %136, %114, %134
  %156 = bitcast double* %3 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %156) #10, !noalias !8
  br label %157

157:                                              ; preds = %134, %155, %1
  %158 = phi double* [ %2, %1 ], [ %29, %155 ], [ %29, %134 ]
  %159 = phi double* [ %3, %1 ], [ %29, %155 ], [ %29, %134 ]
  %160 = phi double* [ %4, %1 ], [ %29, %155 ], [ %29, %134 ]
  %161 = phi i32 [ %5, %1 ], [ %22, %155 ], [ %22, %134 ]
  %162 = add nuw nsw i64 %6, 1
  %163 = getelementptr inbounds double, double* %160, i64 %6
  store double %16, double* %163, align 8, !tbaa !11, !noalias !8
  %164 = icmp eq i64 %162, 20
  br i1 %164, label %320, label %1, !llvm.loop !26

165:                                              ; preds = %0, %313
  %166 = phi i64 [ 0, %0 ], [ %316, %313 ]
  %167 = phi i32 [ 1, %0 ], [ %318, %313 ]
  %168 = phi i32* [ null, %0 ], [ %315, %313 ]
  %169 = phi i32 [ 0, %0 ], [ %314, %313 ]
  %170 = and i64 %166, 9223372036854775804
  %171 = add nsw i64 %170, -4
  %172 = lshr exact i64 %171, 2
  %173 = add nuw nsw i64 %172, 1
  %174 = shl nuw nsw i64 %166, 2
  %175 = bitcast i32* %168 to i8*
  %176 = mul nuw nsw i32 %167, %167
  %177 = zext i32 %169 to i64
  %178 = icmp eq i64 %166, %177
  br i1 %178, label %179, label %313

179:                                              ; preds = %165
  %180 = icmp eq i64 %166, 0
  %181 = trunc i64 %166 to i32
  %182 = shl i32 %181, 1
  %183 = select i1 %180, i32 4, i32 %182
  %184 = zext i32 %183 to i64
  %185 = shl nuw nsw i64 %184, 2
  %186 = tail call noalias noundef nonnull i8* @_Znay(i64 noundef %185) #9
  %187 = bitcast i8* %186 to i32*
  br i1 %180, label %290, label %188

188:                                              ; preds = %179
  %189 = icmp ult i64 %166, 4
  br i1 %189, label %272, label %190

190:                                              ; preds = %188
  %191 = getelementptr i8, i8* %186, i64 %174
  %192 = getelementptr i32, i32* %168, i64 %166
  %193 = bitcast i32* %192 to i8*
  %194 = icmp ult i8* %186, %193
  %195 = icmp ugt i8* %191, %175
  %196 = and i1 %194, %195
  br i1 %196, label %272, label %197

197:                                              ; preds = %190
  %198 = and i64 %166, 9223372036854775804
  %199 = and i64 %173, 7
  %200 = icmp ult i64 %171, 28
  br i1 %200, label %256, label %201

201:                                              ; preds = %197
  %202 = and i64 %173, 9223372036854775800
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi i64 [ 0, %201 ], [ %253, %203 ]
  %205 = phi i64 [ 0, %201 ], [ %254, %203 ]
  %206 = getelementptr inbounds i32, i32* %168, i64 %204
  %207 = bitcast i32* %206 to <4 x i32>*
  %208 = load <4 x i32>, <4 x i32>* %207, align 4, !tbaa !4, !alias.scope !27
  %209 = getelementptr inbounds i32, i32* %187, i64 %204
  %210 = bitcast i32* %209 to <4 x i32>*
  store <4 x i32> %208, <4 x i32>* %210, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %211 = or i64 %204, 4
  %212 = getelementptr inbounds i32, i32* %168, i64 %211
  %213 = bitcast i32* %212 to <4 x i32>*
  %214 = load <4 x i32>, <4 x i32>* %213, align 4, !tbaa !4, !alias.scope !27
  %215 = getelementptr inbounds i32, i32* %187, i64 %211
  %216 = bitcast i32* %215 to <4 x i32>*
  store <4 x i32> %214, <4 x i32>* %216, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %217 = or i64 %204, 8
  %218 = getelementptr inbounds i32, i32* %168, i64 %217
  %219 = bitcast i32* %218 to <4 x i32>*
  %220 = load <4 x i32>, <4 x i32>* %219, align 4, !tbaa !4, !alias.scope !27
  %221 = getelementptr inbounds i32, i32* %187, i64 %217
  %222 = bitcast i32* %221 to <4 x i32>*
  store <4 x i32> %220, <4 x i32>* %222, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %223 = or i64 %204, 12
  %224 = getelementptr inbounds i32, i32* %168, i64 %223
  %225 = bitcast i32* %224 to <4 x i32>*
  %226 = load <4 x i32>, <4 x i32>* %225, align 4, !tbaa !4, !alias.scope !27
  %227 = getelementptr inbounds i32, i32* %187, i64 %223
  %228 = bitcast i32* %227 to <4 x i32>*
  store <4 x i32> %226, <4 x i32>* %228, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %229 = or i64 %204, 16
  %230 = getelementptr inbounds i32, i32* %168, i64 %229
  %231 = bitcast i32* %230 to <4 x i32>*
  %232 = load <4 x i32>, <4 x i32>* %231, align 4, !tbaa !4, !alias.scope !27
  %233 = getelementptr inbounds i32, i32* %187, i64 %229
  %234 = bitcast i32* %233 to <4 x i32>*
  store <4 x i32> %232, <4 x i32>* %234, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %235 = or i64 %204, 20
  %236 = getelementptr inbounds i32, i32* %168, i64 %235
  %237 = bitcast i32* %236 to <4 x i32>*
  %238 = load <4 x i32>, <4 x i32>* %237, align 4, !tbaa !4, !alias.scope !27
  %239 = getelementptr inbounds i32, i32* %187, i64 %235
  %240 = bitcast i32* %239 to <4 x i32>*
  store <4 x i32> %238, <4 x i32>* %240, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %241 = or i64 %204, 24
  %242 = getelementptr inbounds i32, i32* %168, i64 %241
  %243 = bitcast i32* %242 to <4 x i32>*
  %244 = load <4 x i32>, <4 x i32>* %243, align 4, !tbaa !4, !alias.scope !27
  %245 = getelementptr inbounds i32, i32* %187, i64 %241
  %246 = bitcast i32* %245 to <4 x i32>*
  store <4 x i32> %244, <4 x i32>* %246, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %247 = or i64 %204, 28
  %248 = getelementptr inbounds i32, i32* %168, i64 %247
  %249 = bitcast i32* %248 to <4 x i32>*
  %250 = load <4 x i32>, <4 x i32>* %249, align 4, !tbaa !4, !alias.scope !27
  %251 = getelementptr inbounds i32, i32* %187, i64 %247
  %252 = bitcast i32* %251 to <4 x i32>*
  store <4 x i32> %250, <4 x i32>* %252, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %253 = add nuw i64 %204, 32
  %254 = add i64 %205, 8
  %255 = icmp eq i64 %254, %202
  br i1 %255, label %256, label %203, !llvm.loop !32

256:                                              ; preds = %203, %197
  %257 = phi i64 [ 0, %197 ], [ %253, %203 ]
  %258 = icmp eq i64 %199, 0
  br i1 %258, label %270, label %259

259:                                              ; preds = %256, %259
  %260 = phi i64 [ %267, %259 ], [ %257, %256 ]
  %261 = phi i64 [ %268, %259 ], [ 0, %256 ]
  %262 = getelementptr inbounds i32, i32* %168, i64 %260
  %263 = bitcast i32* %262 to <4 x i32>*
  %264 = load <4 x i32>, <4 x i32>* %263, align 4, !tbaa !4, !alias.scope !27
  %265 = getelementptr inbounds i32, i32* %187, i64 %260
  %266 = bitcast i32* %265 to <4 x i32>*
  store <4 x i32> %264, <4 x i32>* %266, align 4, !tbaa !4, !alias.scope !30, !noalias !27
  %267 = add nuw i64 %260, 4
  %268 = add i64 %261, 1
  %269 = icmp eq i64 %268, %199
  br i1 %269, label %270, label %259, !llvm.loop !33

270:                                              ; preds = %259, %256
  %271 = icmp eq i64 %166, %198
  br i1 %271, label %311, label %272

272:                                              ; preds = %190, %188, %270
  %273 = phi i64 [ 0, %190 ], [ 0, %188 ], [ %198, %270 ]
  %274 = xor i64 %273, -1
  %275 = add nsw i64 %166, %274
  %276 = and i64 %166, 3
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %287, label %278

278:                                              ; preds = %272, %278
  %279 = phi i64 [ %284, %278 ], [ %273, %272 ]
  %280 = phi i64 [ %285, %278 ], [ 0, %272 ]
  %281 = getelementptr inbounds i32, i32* %168, i64 %279
  %282 = load i32, i32* %281, align 4, !tbaa !4
  %283 = getelementptr inbounds i32, i32* %187, i64 %279
  store i32 %282, i32* %283, align 4, !tbaa !4
  %284 = add nuw nsw i64 %279, 1
  %285 = add i64 %280, 1
  %286 = icmp eq i64 %285, %276
  br i1 %286, label %287, label %278, !llvm.loop !34

287:                                              ; preds = %278, %272
  %288 = phi i64 [ %273, %272 ], [ %284, %278 ]
  %289 = icmp ult i64 %275, 3
  br i1 %289, label %311, label %292

290:                                              ; preds = %179
  %291 = icmp eq i32* %168, null
  br i1 %291, label %313, label %311

292:                                              ; preds = %287, %292
  %293 = phi i64 [ %309, %292 ], [ %288, %287 ]
  %294 = getelementptr inbounds i32, i32* %168, i64 %293
  %295 = load i32, i32* %294, align 4, !tbaa !4
  %296 = getelementptr inbounds i32, i32* %187, i64 %293
  store i32 %295, i32* %296, align 4, !tbaa !4
  %297 = add nuw nsw i64 %293, 1
  %298 = getelementptr inbounds i32, i32* %168, i64 %297
  %299 = load i32, i32* %298, align 4, !tbaa !4
  %300 = getelementptr inbounds i32, i32* %187, i64 %297
  store i32 %299, i32* %300, align 4, !tbaa !4
  %301 = add nuw nsw i64 %293, 2
  %302 = getelementptr inbounds i32, i32* %168, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !4
  %304 = getelementptr inbounds i32, i32* %187, i64 %301
  store i32 %303, i32* %304, align 4, !tbaa !4
  %305 = add nuw nsw i64 %293, 3
  %306 = getelementptr inbounds i32, i32* %168, i64 %305
  %307 = load i32, i32* %306, align 4, !tbaa !4
  %308 = getelementptr inbounds i32, i32* %187, i64 %305
  store i32 %307, i32* %308, align 4, !tbaa !4
  %309 = add nuw nsw i64 %293, 4
  %310 = icmp eq i64 %309, %166
  br i1 %310, label %311, label %292, !llvm.loop !35

311:                                              ; preds = %287, %292, %270, %290
  %312 = bitcast i32* %168 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %312) #10
  br label %313

313:                                              ; preds = %290, %311, %165
  %314 = phi i32 [ %169, %165 ], [ %183, %311 ], [ 4, %290 ]
  %315 = phi i32* [ %168, %165 ], [ %187, %311 ], [ %187, %290 ]
  %316 = add nuw nsw i64 %166, 1
  %317 = getelementptr inbounds i32, i32* %315, i64 %166
  store i32 %176, i32* %317, align 4, !tbaa !4
  %318 = add nuw nsw i32 %167, 1
  %319 = icmp eq i64 %316, 20
  br i1 %319, label %1, label %165, !llvm.loop !36

320:                                              ; preds = %157
  %321 = getelementptr inbounds double, double* %158, i64 19
  %322 = load double, double* %321, align 8, !tbaa !11
  %323 = load double, double* %158, align 8, !tbaa !11
  %324 = fadd double %323, 0.000000e+00
  %325 = getelementptr inbounds double, double* %158, i64 1
  %326 = load double, double* %325, align 8, !tbaa !11
  %327 = fadd double %324, %326
  %328 = getelementptr inbounds double, double* %158, i64 2
  %329 = load double, double* %328, align 8, !tbaa !11
  %330 = fadd double %327, %329
  %331 = getelementptr inbounds double, double* %158, i64 3
  %332 = load double, double* %331, align 8, !tbaa !11
  %333 = fadd double %330, %332
  %334 = getelementptr inbounds double, double* %158, i64 4
  %335 = load double, double* %334, align 8, !tbaa !11
  %336 = fadd double %333, %335
  %337 = getelementptr inbounds double, double* %158, i64 5
  %338 = load double, double* %337, align 8, !tbaa !11
  %339 = fadd double %336, %338
  %340 = getelementptr inbounds double, double* %158, i64 6
  %341 = load double, double* %340, align 8, !tbaa !11
  %342 = fadd double %339, %341
  %343 = getelementptr inbounds double, double* %158, i64 7
  %344 = load double, double* %343, align 8, !tbaa !11
  %345 = fadd double %342, %344
  %346 = getelementptr inbounds double, double* %158, i64 8
  %347 = load double, double* %346, align 8, !tbaa !11
  %348 = fadd double %345, %347
  %349 = getelementptr inbounds double, double* %158, i64 9
  %350 = load double, double* %349, align 8, !tbaa !11
  %351 = fadd double %348, %350
  %352 = getelementptr inbounds double, double* %158, i64 10
  %353 = load double, double* %352, align 8, !tbaa !11
  %354 = fadd double %351, %353
  %355 = getelementptr inbounds double, double* %158, i64 11
  %356 = load double, double* %355, align 8, !tbaa !11
  %357 = fadd double %354, %356
  %358 = getelementptr inbounds double, double* %158, i64 12
  %359 = load double, double* %358, align 8, !tbaa !11
  %360 = fadd double %357, %359
  %361 = getelementptr inbounds double, double* %158, i64 13
  %362 = load double, double* %361, align 8, !tbaa !11
  %363 = fadd double %360, %362
  %364 = getelementptr inbounds double, double* %158, i64 14
  %365 = load double, double* %364, align 8, !tbaa !11
  %366 = fadd double %363, %365
  %367 = getelementptr inbounds double, double* %158, i64 15
  %368 = load double, double* %367, align 8, !tbaa !11
  %369 = fadd double %366, %368
  %370 = getelementptr inbounds double, double* %158, i64 16
  %371 = load double, double* %370, align 8, !tbaa !11
  %372 = fadd double %369, %371
  %373 = getelementptr inbounds double, double* %158, i64 17
  %374 = load double, double* %373, align 8, !tbaa !11
  %375 = fadd double %372, %374
  %376 = getelementptr inbounds double, double* %158, i64 18
  %377 = load double, double* %376, align 8, !tbaa !11
  %378 = fadd double %375, %377
  %379 = fadd double %378, %322
  %380 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.3, i64 0, i64 0), i32 noundef 20, double noundef %322, double noundef %379)
  %381 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i32 noundef 20, i32 noundef 0)
  %382 = bitcast i32* %315 to <4 x i32>*
  %383 = load <4 x i32>, <4 x i32>* %382, align 4, !tbaa !4
  %384 = and <4 x i32> %383, <i32 1, i32 1, i32 1, i32 1>
  %385 = xor <4 x i32> %384, <i32 1, i32 1, i32 1, i32 1>
  %386 = getelementptr inbounds i32, i32* %315, i64 4
  %387 = bitcast i32* %386 to <16 x i32>*
  %388 = load <16 x i32>, <16 x i32>* %387, align 4, !tbaa !4
  %389 = and <16 x i32> %388, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %390 = xor <16 x i32> %389, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %391 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %390)
  %392 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %385)
  %393 = add nuw nsw i32 %391, %392
  %394 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i32 noundef %393)
  %395 = tail call noalias noundef nonnull i8* @_Znay(i64 noundef 32) #9
  %396 = bitcast i8* %395 to %struct.Point*
  %397 = bitcast %struct.Point* %396 to i64*
  store i64 0, i64* %397, align 4
  %398 = getelementptr inbounds %struct.Point, %struct.Point* %396, i64 1
  %399 = bitcast %struct.Point* %398 to i64*
  store i64 -12884901887, i64* %399, align 4
  br label %456

400:                                              ; preds = %500
  %401 = bitcast %struct.Point* %502 to <4 x i32>*
  %402 = load <4 x i32>, <4 x i32>* %401, align 4, !tbaa !4
  %403 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 2, i32 0
  %404 = load i32, i32* %403, align 4, !tbaa !37
  %405 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 3, i32 0
  %406 = load i32, i32* %405, align 4, !tbaa !37
  %407 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 4, i32 0
  %408 = load i32, i32* %407, align 4, !tbaa !37
  %409 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 5, i32 0
  %410 = load i32, i32* %409, align 4, !tbaa !37
  %411 = insertelement <8 x i32> poison, i32 %410, i64 0
  %412 = insertelement <8 x i32> %411, i32 %408, i64 1
  %413 = insertelement <8 x i32> %412, i32 %406, i64 2
  %414 = insertelement <8 x i32> %413, i32 %404, i64 3
  %415 = shufflevector <4 x i32> %402, <4 x i32> poison, <8 x i32> <i32 2, i32 0, i32 1, i32 3, i32 undef, i32 undef, i32 undef, i32 undef>
  %416 = shufflevector <8 x i32> %414, <8 x i32> %415, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %417 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %416, i1 true)
  %418 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 2, i32 1
  %419 = load i32, i32* %418, align 4, !tbaa !39
  %420 = tail call i32 @llvm.abs.i32(i32 %419, i1 true) #8
  %421 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 3, i32 1
  %422 = load i32, i32* %421, align 4, !tbaa !39
  %423 = tail call i32 @llvm.abs.i32(i32 %422, i1 true) #8
  %424 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 4, i32 1
  %425 = load i32, i32* %424, align 4, !tbaa !39
  %426 = tail call i32 @llvm.abs.i32(i32 %425, i1 true) #8
  %427 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 5, i32 1
  %428 = load i32, i32* %427, align 4, !tbaa !39
  %429 = tail call i32 @llvm.abs.i32(i32 %428, i1 true) #8
  %430 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %417)
  %431 = add nuw nsw i32 %430, %420
  %432 = add nuw nsw i32 %431, %423
  %433 = add nuw nsw i32 %432, %426
  %434 = add nuw nsw i32 %433, %429
  %435 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.6, i64 0, i64 0), i32 noundef %434)
  %436 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i64 0, i64 0), double noundef 1.750000e+01, i32 noundef 5, i32 noundef 24, i32 noundef 3)
  %437 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0))
  %438 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.9, i64 0, i64 0), i32 noundef 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %439 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.10, i64 0, i64 0), i32 noundef 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %440 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i64 0, i64 0), i32 noundef 1) #8
  %441 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.20, i64 0, i64 0), i32 noundef 2) #8
  %442 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i32 noundef 12)
  %443 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.13, i64 0, i64 0), i32 noundef 51, i32 noundef 6561)
  %444 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i64 0, i64 0), i32 noundef 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %445 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i32 noundef 22)
  %446 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.16, i64 0, i64 0), i32 noundef 9, i32 noundef 1)
  %447 = bitcast %struct.Point* %502 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %447) #10
  %448 = icmp eq i32* %315, null
  br i1 %448, label %451, label %449

449:                                              ; preds = %400
  %450 = bitcast i32* %315 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %450) #10
  br label %451

451:                                              ; preds = %400, %449
  %452 = icmp eq double* %158, null
  br i1 %452, label %455, label %453

453:                                              ; preds = %451
  %454 = bitcast double* %158 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %454) #10
  br label %455

455:                                              ; preds = %453, %451
  ret i32 17

456:                                              ; preds = %320, %500
  %457 = phi i64 [ 2, %320 ], [ %503, %500 ]
  %458 = phi %struct.Point* [ %396, %320 ], [ %502, %500 ]
  %459 = phi i32 [ 4, %320 ], [ %501, %500 ]
  %460 = zext i32 %459 to i64
  %461 = icmp eq i64 %457, %460
  br i1 %461, label %462, label %500

462:                                              ; preds = %456
  %463 = trunc i64 %457 to i32
  %464 = shl i32 %463, 1
  %465 = zext i32 %464 to i64
  %466 = shl nuw nsw i64 %465, 3
  %467 = tail call noalias noundef nonnull i8* @_Znay(i64 noundef %466) #9
  %468 = bitcast i8* %467 to %struct.Point*
  %469 = bitcast %struct.Point* %458 to i64*
  %470 = bitcast i8* %467 to i64*
  %471 = load i64, i64* %469, align 4
  store i64 %471, i64* %470, align 4
  %472 = getelementptr inbounds %struct.Point, %struct.Point* %458, i64 1
  %473 = getelementptr inbounds i8, i8* %467, i64 8
  %474 = bitcast %struct.Point* %472 to i64*
  %475 = bitcast i8* %473 to i64*
  %476 = load i64, i64* %474, align 4
  store i64 %476, i64* %475, align 4
  %477 = icmp eq i64 %457, 2
  br i1 %477, label %498, label %478, !llvm.loop !40

478:                                              ; preds = %462
  %479 = getelementptr inbounds %struct.Point, %struct.Point* %458, i64 2
  %480 = getelementptr inbounds i8, i8* %467, i64 16
  %481 = bitcast %struct.Point* %479 to i64*
  %482 = bitcast i8* %480 to i64*
  %483 = load i64, i64* %481, align 4
  store i64 %483, i64* %482, align 4
  %484 = icmp eq i64 %457, 3
  br i1 %484, label %498, label %485, !llvm.loop !40

485:                                              ; preds = %478
  %486 = getelementptr inbounds %struct.Point, %struct.Point* %458, i64 3
  %487 = getelementptr inbounds i8, i8* %467, i64 24
  %488 = bitcast %struct.Point* %486 to i64*
  %489 = bitcast i8* %487 to i64*
  %490 = load i64, i64* %488, align 4
  store i64 %490, i64* %489, align 4
  %491 = icmp eq i64 %457, 4
  br i1 %491, label %498, label %492, !llvm.loop !40

492:                                              ; preds = %485
  %493 = getelementptr inbounds %struct.Point, %struct.Point* %458, i64 4
  %494 = getelementptr inbounds i8, i8* %467, i64 32
  %495 = bitcast %struct.Point* %493 to i64*
  %496 = bitcast i8* %494 to i64*
  %497 = load i64, i64* %495, align 4
  store i64 %497, i64* %496, align 4
  br label %498

498:                                              ; preds = %462, %478, %485, %492
  %499 = bitcast %struct.Point* %458 to i8*
  tail call void @_ZdaPv(i8* noundef nonnull %499) #10
  br label %500

500:                                              ; preds = %498, %456
  %501 = phi i32 [ %459, %456 ], [ %464, %498 ]
  %502 = phi %struct.Point* [ %458, %456 ], [ %468, %498 ]
  %503 = add nuw nsw i64 %457, 1
  %504 = getelementptr inbounds %struct.Point, %struct.Point* %502, i64 %457
  %505 = bitcast %struct.Point* %504 to i64*
  %506 = mul nsw i64 %457, -12884901888
  %507 = or i64 %506, %457
  store i64 %507, i64* %505, align 4
  %508 = icmp eq i64 %503, 6
  br i1 %508, label %400, label %456, !llvm.loop !41
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znay(i64 noundef) local_unnamed_addr #5

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

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind allocsize(0) }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_: argument 0"}
!10 = distinct !{!10, !"_ZN3VecIiE3mapIZ4mainE3$_1EES_IDTclfp_dedtdefpT5data_EEET_"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !6, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = !{!9, !14}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !20, !21}
!26 = distinct !{!26, !20}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !20, !21}
!33 = distinct !{!33, !23}
!34 = distinct !{!34, !23}
!35 = distinct !{!35, !20, !21}
!36 = distinct !{!36, !20}
!37 = !{!38, !5, i64 0}
!38 = !{!"_ZTS5Point", !5, i64 0, !5, i64 4}
!39 = !{!38, !5, i64 4}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !20, !42}
!42 = !{!"llvm.loop.peeled.count", i32 2}

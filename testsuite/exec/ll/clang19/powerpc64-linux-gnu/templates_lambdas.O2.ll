; ModuleID = 'templates_lambdas.cpp'
source_filename = "templates_lambdas.cpp"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
define dso_local noundef signext i32 @main() local_unnamed_addr #1 {
  br label %35

1:                                                ; preds = %61, %29
  %2 = phi i32 [ %30, %29 ], [ 0, %61 ]
  %3 = phi i64 [ %32, %29 ], [ 0, %61 ]
  %4 = phi ptr [ %31, %29 ], [ null, %61 ]
  %5 = getelementptr inbounds i32, ptr %63, i64 %3
  %6 = load i32, ptr %5, align 4, !tbaa !5, !noalias !9
  %7 = sitofp i32 %6 to double
  %8 = tail call noundef double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double 3.000000e+00)
  %9 = zext i32 %2 to i64
  %10 = icmp eq i64 %3, %9
  br i1 %10, label %11, label %29

11:                                               ; preds = %1
  %12 = icmp eq i32 %2, 0
  %13 = shl nsw i32 %2, 1
  %14 = select i1 %12, i32 4, i32 %13
  %15 = sext i32 %14 to i64
  %16 = shl nsw i64 %15, 3
  %17 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %16) #7, !noalias !9
  %18 = icmp sgt i32 %2, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %11
  %20 = icmp eq ptr %4, null
  br i1 %20, label %29, label %28

21:                                               ; preds = %11, %21
  %22 = phi i64 [ %26, %21 ], [ 0, %11 ]
  %23 = getelementptr inbounds double, ptr %4, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !12, !noalias !9
  %25 = getelementptr inbounds double, ptr %17, i64 %22
  store double %24, ptr %25, align 8, !tbaa !12, !noalias !9
  %26 = add nuw nsw i64 %22, 1
  %27 = icmp eq i64 %26, %3
  br i1 %27, label %28, label %21, !llvm.loop !14

28:                                               ; preds = %21, %19
  tail call void @_ZdaPv(ptr noundef nonnull %4) #8, !noalias !9
  br label %29

29:                                               ; preds = %19, %28, %1
  %30 = phi i32 [ %2, %1 ], [ %14, %28 ], [ %14, %19 ]
  %31 = phi ptr [ %4, %1 ], [ %17, %28 ], [ %17, %19 ]
  %32 = add nuw nsw i64 %3, 1
  %33 = getelementptr inbounds double, ptr %31, i64 %3
  store double %8, ptr %33, align 8, !tbaa !12, !noalias !9
  %34 = icmp eq i64 %32, 20
  br i1 %34, label %68, label %1, !llvm.loop !16

35:                                               ; preds = %0, %61
  %36 = phi i64 [ 0, %0 ], [ %64, %61 ]
  %37 = phi i32 [ 1, %0 ], [ %66, %61 ]
  %38 = phi ptr [ null, %0 ], [ %63, %61 ]
  %39 = phi i32 [ 0, %0 ], [ %62, %61 ]
  %40 = mul nuw nsw i32 %37, %37
  %41 = zext i32 %39 to i64
  %42 = icmp eq i64 %36, %41
  br i1 %42, label %43, label %61

43:                                               ; preds = %35
  %44 = icmp eq i64 %36, 0
  %45 = trunc i64 %36 to i32
  %46 = shl i32 %45, 1
  %47 = select i1 %44, i32 4, i32 %46
  %48 = zext nneg i32 %47 to i64
  %49 = shl nuw nsw i64 %48, 2
  %50 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %49) #7
  br i1 %44, label %51, label %53

51:                                               ; preds = %43
  %52 = icmp eq ptr %38, null
  br i1 %52, label %61, label %60

53:                                               ; preds = %43, %53
  %54 = phi i64 [ %58, %53 ], [ 0, %43 ]
  %55 = getelementptr inbounds i32, ptr %38, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds i32, ptr %50, i64 %54
  store i32 %56, ptr %57, align 4, !tbaa !5
  %58 = add nuw nsw i64 %54, 1
  %59 = icmp eq i64 %58, %36
  br i1 %59, label %60, label %53, !llvm.loop !17

60:                                               ; preds = %53, %51
  tail call void @_ZdaPv(ptr noundef nonnull %38) #8
  br label %61

61:                                               ; preds = %51, %60, %35
  %62 = phi i32 [ %39, %35 ], [ %47, %60 ], [ 4, %51 ]
  %63 = phi ptr [ %38, %35 ], [ %50, %60 ], [ %50, %51 ]
  %64 = add nuw nsw i64 %36, 1
  %65 = getelementptr inbounds i32, ptr %63, i64 %36
  store i32 %40, ptr %65, align 4, !tbaa !5
  %66 = add nuw nsw i32 %37, 1
  %67 = icmp eq i64 %64, 20
  br i1 %67, label %1, label %35, !llvm.loop !18

68:                                               ; preds = %29
  %69 = load double, ptr %31, align 8, !tbaa !12
  %70 = fadd double %69, 0.000000e+00
  %71 = getelementptr inbounds i8, ptr %31, i64 8
  %72 = load double, ptr %71, align 8, !tbaa !12
  %73 = fadd double %70, %72
  %74 = getelementptr inbounds i8, ptr %31, i64 16
  %75 = load double, ptr %74, align 8, !tbaa !12
  %76 = fadd double %73, %75
  %77 = getelementptr inbounds i8, ptr %31, i64 24
  %78 = load double, ptr %77, align 8, !tbaa !12
  %79 = fadd double %76, %78
  %80 = getelementptr inbounds i8, ptr %31, i64 32
  %81 = load double, ptr %80, align 8, !tbaa !12
  %82 = fadd double %79, %81
  %83 = getelementptr inbounds i8, ptr %31, i64 40
  %84 = load double, ptr %83, align 8, !tbaa !12
  %85 = fadd double %82, %84
  %86 = getelementptr inbounds i8, ptr %31, i64 48
  %87 = load double, ptr %86, align 8, !tbaa !12
  %88 = fadd double %85, %87
  %89 = getelementptr inbounds i8, ptr %31, i64 56
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = fadd double %88, %90
  %92 = getelementptr inbounds i8, ptr %31, i64 64
  %93 = load double, ptr %92, align 8, !tbaa !12
  %94 = fadd double %91, %93
  %95 = getelementptr inbounds i8, ptr %31, i64 72
  %96 = load double, ptr %95, align 8, !tbaa !12
  %97 = fadd double %94, %96
  %98 = getelementptr inbounds i8, ptr %31, i64 80
  %99 = load double, ptr %98, align 8, !tbaa !12
  %100 = fadd double %97, %99
  %101 = getelementptr inbounds i8, ptr %31, i64 88
  %102 = load double, ptr %101, align 8, !tbaa !12
  %103 = fadd double %100, %102
  %104 = getelementptr inbounds i8, ptr %31, i64 96
  %105 = load double, ptr %104, align 8, !tbaa !12
  %106 = fadd double %103, %105
  %107 = getelementptr inbounds i8, ptr %31, i64 104
  %108 = load double, ptr %107, align 8, !tbaa !12
  %109 = fadd double %106, %108
  %110 = getelementptr inbounds i8, ptr %31, i64 112
  %111 = load double, ptr %110, align 8, !tbaa !12
  %112 = fadd double %109, %111
  %113 = getelementptr inbounds i8, ptr %31, i64 120
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = fadd double %112, %114
  %116 = getelementptr inbounds i8, ptr %31, i64 128
  %117 = load double, ptr %116, align 8, !tbaa !12
  %118 = fadd double %115, %117
  %119 = getelementptr inbounds i8, ptr %31, i64 136
  %120 = load double, ptr %119, align 8, !tbaa !12
  %121 = fadd double %118, %120
  %122 = getelementptr inbounds i8, ptr %31, i64 144
  %123 = load double, ptr %122, align 8, !tbaa !12
  %124 = fadd double %121, %123
  %125 = getelementptr inbounds i8, ptr %31, i64 152
  %126 = load double, ptr %125, align 8, !tbaa !12
  %127 = fadd double %124, %126
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 20, double noundef %126, double noundef %127)
  %129 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 20, i32 noundef signext 0)
  %130 = getelementptr inbounds i8, ptr %63, i64 64
  %131 = load <4 x i32>, ptr %130, align 4, !tbaa !5
  %132 = and <4 x i32> %131, <i32 1, i32 1, i32 1, i32 1>
  %133 = xor <4 x i32> %132, <i32 1, i32 1, i32 1, i32 1>
  %134 = load <16 x i32>, ptr %63, align 4, !tbaa !5
  %135 = and <16 x i32> %134, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %136 = xor <16 x i32> %135, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %137 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %136)
  %138 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %133)
  %139 = add i32 %137, %138
  %140 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %139)
  br label %165

141:                                              ; preds = %189
  %142 = getelementptr inbounds i8, ptr %191, i64 32
  %143 = load <8 x i32>, ptr %191, align 4, !tbaa !5
  %144 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %143, i1 true)
  %145 = load <4 x i32>, ptr %142, align 4, !tbaa !5
  %146 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %145, i1 true)
  %147 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %144)
  %148 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %146)
  %149 = add i32 %147, %148
  %150 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %149)
  %151 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.750000e+01, i32 noundef signext 5, i32 noundef signext 24, i32 noundef signext 3)
  %152 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.17)
  %153 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef signext 9, double noundef 1.500000e+00, i64 noundef 1099511627776)
  %154 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef signext 4, i64 noundef 2432902008176640000, i64 noundef 23416728348467685)
  %155 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.19, i32 noundef signext 1)
  %156 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.20, i32 noundef signext 2)
  %157 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 12)
  %158 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 51, i32 noundef signext 6561)
  %159 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef signext 42, double noundef 3.750000e-01, i64 noundef 1099511627776)
  %160 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext 22)
  %161 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef signext 9, i32 noundef signext 1)
  tail call void @_ZdaPv(ptr noundef nonnull %191) #8
  tail call void @_ZdaPv(ptr noundef nonnull %63) #8
  %162 = icmp eq ptr %31, null
  br i1 %162, label %164, label %163

163:                                              ; preds = %141
  tail call void @_ZdaPv(ptr noundef nonnull %31) #8
  br label %164

164:                                              ; preds = %163, %141
  ret i32 17

165:                                              ; preds = %68, %189
  %166 = phi i64 [ 0, %68 ], [ %192, %189 ]
  %167 = phi ptr [ null, %68 ], [ %191, %189 ]
  %168 = phi i32 [ 0, %68 ], [ %190, %189 ]
  %169 = zext i32 %168 to i64
  %170 = icmp eq i64 %166, %169
  br i1 %170, label %171, label %189

171:                                              ; preds = %165
  %172 = icmp eq i64 %166, 0
  %173 = trunc i64 %166 to i32
  %174 = shl i32 %173, 1
  %175 = select i1 %172, i32 4, i32 %174
  %176 = zext nneg i32 %175 to i64
  %177 = shl nuw nsw i64 %176, 3
  %178 = tail call noalias noundef nonnull ptr @_Znam(i64 noundef %177) #7
  br i1 %172, label %179, label %181

179:                                              ; preds = %171
  %180 = icmp eq ptr %167, null
  br i1 %180, label %189, label %188

181:                                              ; preds = %171, %181
  %182 = phi i64 [ %186, %181 ], [ 0, %171 ]
  %183 = getelementptr inbounds %struct.Point, ptr %167, i64 %182
  %184 = getelementptr inbounds %struct.Point, ptr %178, i64 %182
  %185 = load i64, ptr %183, align 4
  store i64 %185, ptr %184, align 4
  %186 = add nuw nsw i64 %182, 1
  %187 = icmp eq i64 %186, %166
  br i1 %187, label %188, label %181, !llvm.loop !19

188:                                              ; preds = %181, %179
  tail call void @_ZdaPv(ptr noundef nonnull %167) #8
  br label %189

189:                                              ; preds = %179, %188, %165
  %190 = phi i32 [ %168, %165 ], [ %175, %188 ], [ 4, %179 ]
  %191 = phi ptr [ %167, %165 ], [ %178, %188 ], [ %178, %179 ]
  %192 = add nuw nsw i64 %166, 1
  %193 = getelementptr inbounds %struct.Point, ptr %191, i64 %166
  %194 = mul i64 %166, 4294967293
  %195 = and i64 %194, 4294967295
  %196 = shl nuw nsw i64 %166, 32
  %197 = or disjoint i64 %196, %195
  store i64 %197, ptr %193, align 4
  %198 = icmp eq i64 %192, 6
  br i1 %198, label %141, label %165, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress norecurse nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { builtin nounwind allocsize(0) }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}

; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !74
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !79
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !82
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !84
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !40
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [6 x i8] c"u128 \00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [22 x i8] c" hi=%llx neg_lo=%llx\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !69
@.str.13 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !87
@.str.14 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !91
@.str.16 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !93
@.str.17 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !95
@.str.18 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !97
@.str.19 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !99
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !101
@.str.21 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !103

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !130 {
  %1 = alloca [48 x i8], align 1, !DIAssignID !157
    #dbg_value(i32 0, !134, !DIExpression(), !158)
  br label %2, !dbg !159

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %40, %2 ], !dbg !160
  %4 = or disjoint i64 %3, 1, !dbg !159
  %5 = trunc i64 %3 to i32, !dbg !159
  %6 = trunc i64 %3 to i32, !dbg !159
  %7 = trunc i64 %3 to i32, !dbg !159
  %8 = or disjoint i32 %7, 1, !dbg !159
  %9 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %3, !dbg !163
  %10 = getelementptr inbounds [256 x i32], ptr @ia, i64 0, i64 %4, !dbg !163
  %11 = mul i32 %5, 3, !dbg !164
  %12 = mul i32 %5, 3, !dbg !164
  %13 = add i32 %11, -100, !dbg !164
  %14 = add i32 %12, -97, !dbg !164
  store i32 %13, ptr %9, align 4, !dbg !164, !tbaa !165
  store i32 %14, ptr %10, align 4, !dbg !164, !tbaa !165
  %15 = mul i32 %6, 7, !dbg !169
  %16 = mul i32 %6, 7, !dbg !169
  %17 = add i32 %16, 7, !dbg !169
  %18 = and i32 %15, 62, !dbg !169
  %19 = and i32 %17, 63, !dbg !169
  %20 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %3, !dbg !170
  %21 = getelementptr inbounds [256 x i32], ptr @ib, i64 0, i64 %4, !dbg !170
  store i32 %18, ptr %20, align 4, !dbg !171, !tbaa !165
  store i32 %19, ptr %21, align 4, !dbg !171, !tbaa !165
  %22 = uitofp nneg i32 %7 to float, !dbg !172
  %23 = uitofp nneg i32 %8 to float, !dbg !172
  %24 = fmul float %22, 5.000000e-01, !dbg !173
  %25 = fmul float %23, 5.000000e-01, !dbg !173
  %26 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %3, !dbg !174
  %27 = getelementptr inbounds [256 x float], ptr @fa, i64 0, i64 %4, !dbg !174
  store float %24, ptr %26, align 4, !dbg !175, !tbaa !176
  store float %25, ptr %27, align 4, !dbg !175, !tbaa !176
  %28 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %3, !dbg !178
  %29 = getelementptr inbounds [256 x float], ptr @fb, i64 0, i64 %4, !dbg !178
  store float 1.000000e+00, ptr %28, align 4, !dbg !179, !tbaa !176
  store float 1.000000e+00, ptr %29, align 4, !dbg !179, !tbaa !176
  %30 = trunc i64 %3 to i32, !dbg !180
  %31 = or disjoint i32 %30, 1, !dbg !180
  %32 = trunc i64 %3 to i32, !dbg !180
  %33 = add i32 %32, 2, !dbg !180
  %34 = uitofp nneg i32 %31 to double, !dbg !180
  %35 = uitofp nneg i32 %33 to double, !dbg !180
  %36 = fdiv double 1.000000e+00, %34, !dbg !181
  %37 = fdiv double 1.000000e+00, %35, !dbg !181
  %38 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %3, !dbg !182
  %39 = getelementptr inbounds [256 x double], ptr @da, i64 0, i64 %4, !dbg !182
  store double %36, ptr %38, align 8, !dbg !183, !tbaa !184
  store double %37, ptr %39, align 8, !dbg !183, !tbaa !184
  %40 = add nuw i64 %3, 2, !dbg !160
  %41 = icmp eq i64 %40, 256, !dbg !160
  br i1 %41, label %61, label %2, !dbg !160, !llvm.loop !186

42:                                               ; preds = %42, %61
  %43 = phi i64 [ %51, %42 ], [ 47, %61 ]
  %44 = phi i128 [ %46, %42 ], [ -36893488147419103231, %61 ]
    #dbg_value(i64 %43, !191, !DIExpression(), !201)
    #dbg_value(i128 %44, !196, !DIExpression(), !201)
  %45 = freeze i128 %44, !dbg !203
  %46 = udiv i128 %45, 10, !dbg !203
  %47 = mul i128 %46, 10, !dbg !205
  %48 = sub i128 %45, %47, !dbg !205
  %49 = trunc nuw nsw i128 %48 to i8, !dbg !206
  %50 = or disjoint i8 %49, 48, !dbg !207
  %51 = add nsw i64 %43, -1, !dbg !208
    #dbg_value(i64 %51, !191, !DIExpression(), !201)
  %52 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %51, !dbg !209
  store i8 %50, ptr %52, align 1, !dbg !210, !tbaa !211
    #dbg_value(i128 %46, !196, !DIExpression(), !201)
  %53 = icmp ult i128 %44, 10, !dbg !212
  br i1 %53, label %54, label %42, !dbg !212, !llvm.loop !213

54:                                               ; preds = %42
  %55 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !216
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %55), !dbg !217
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !218
  %57 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, i64 noundef -6148914691236517206), !dbg !219
    #dbg_value(ppc_fp128 0xM3FEDD21FB54442D2BC8EE59D9CCEBA40, !154, !DIExpression(), !220)
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FEDD21FB54442D2, i32 noundef signext 16), !dbg !221
  %59 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 2.375000e+00), !dbg !222
    #dbg_value(float 0x7FF8000000000000, !155, !DIExpression(), !220)
    #dbg_value(float 0x7FF0000000000000, !156, !DIExpression(), !220)
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1), !dbg !223
  ret i32 0, !dbg !224

61:                                               ; preds = %2
  tail call fastcc void @scale_add(), !dbg !225
  tail call fastcc void @saxpy(), !dbg !226
  %62 = tail call fastcc signext i32 @sum_ints(), !dbg !227
  %63 = tail call fastcc zeroext i8 @clamp_max(), !dbg !228
  %64 = zext i8 %63 to i32, !dbg !228
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %62, i32 noundef signext %64), !dbg !229
  %66 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 40), align 4, !dbg !230, !tbaa !176
  %67 = fpext float %66 to double, !dbg !230
  %68 = tail call fastcc double @dot(), !dbg !231
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %67, double noundef %68), !dbg !232
    #dbg_value(float -1.500000e+00, !136, !DIExpression(), !220)
  %70 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef zeroext -1077936128, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 6283264, i32 noundef signext 191), !dbg !233
    #dbg_value(i32 -267534609, !149, !DIExpression(), !220)
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef zeroext 20, i32 noundef signext 20, i32 noundef signext 4, i32 noundef signext 1, i32 noundef zeroext -272757264), !dbg !234
  %72 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !235
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext -4, i32 noundef zeroext 15, i32 noundef signext -4), !dbg !236
    #dbg_value(i32 -1, !150, !DIExpression(), !237)
  %74 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !238
    #dbg_value(i32 0, !150, !DIExpression(), !237)
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !238
    #dbg_value(i32 1, !150, !DIExpression(), !237)
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !238
    #dbg_value(i32 2, !150, !DIExpression(), !237)
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !238
    #dbg_value(i32 3, !150, !DIExpression(), !237)
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !238
    #dbg_value(i32 4, !150, !DIExpression(), !237)
  %79 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !238
    #dbg_value(i32 5, !150, !DIExpression(), !237)
  %80 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !238
    #dbg_value(i32 6, !150, !DIExpression(), !237)
  %81 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !238
    #dbg_value(i32 7, !150, !DIExpression(), !237)
  %82 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.20), !dbg !238
    #dbg_value(i32 8, !150, !DIExpression(), !237)
  %83 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext -1), !dbg !240
    #dbg_value(i128 -36893488147419103231, !152, !DIExpression(), !220)
    #dbg_value(i128 12297829382473034410, !153, !DIExpression(), !220)
  %84 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !241
    #dbg_assign(i1 undef, !197, !DIExpression(), !157, ptr %1, !DIExpression(), !201)
    #dbg_value(i128 -36893488147419103231, !196, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !242
    #dbg_value(i32 47, !191, !DIExpression(), !201)
  %85 = getelementptr inbounds i8, ptr %1, i64 47, !dbg !243
  store i8 0, ptr %85, align 1, !dbg !244, !tbaa !211
  br label %42, !dbg !214
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @scale_add() unnamed_addr #2 !dbg !245 {
    #dbg_value(ptr @ia, !254, !DIExpression(), !260)
    #dbg_value(ptr @ib, !255, !DIExpression(), !260)
    #dbg_value(i32 3, !256, !DIExpression(), !260)
    #dbg_value(i32 256, !257, !DIExpression(), !260)
    #dbg_value(i32 0, !258, !DIExpression(), !261)
  br label %1, !dbg !262

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ], !dbg !263
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !265
  %4 = load <4 x i32>, ptr %3, align 4, !dbg !265, !tbaa !165
  %5 = mul nsw <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>, !dbg !266
  %6 = getelementptr inbounds i32, ptr @ib, i64 %2, !dbg !267
  %7 = load <4 x i32>, ptr %6, align 4, !dbg !267, !tbaa !165
  %8 = ashr <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>, !dbg !268
  %9 = add nsw <4 x i32> %8, %5, !dbg !269
  store <4 x i32> %9, ptr %3, align 4, !dbg !270, !tbaa !165
  %10 = add nuw i64 %2, 4, !dbg !263
  %11 = icmp eq i64 %10, 256, !dbg !263
  br i1 %11, label %12, label %1, !dbg !263, !llvm.loop !271

12:                                               ; preds = %1
  ret void, !dbg !273
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #2 !dbg !274 {
    #dbg_value(ptr @fb, !283, !DIExpression(), !289)
    #dbg_value(ptr @fa, !284, !DIExpression(), !289)
    #dbg_value(float 2.000000e+00, !285, !DIExpression(), !289)
    #dbg_value(i32 256, !286, !DIExpression(), !289)
    #dbg_value(i32 0, !287, !DIExpression(), !290)
  br label %1, !dbg !291

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %8, %1 ], !dbg !292
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !294
  %4 = load <4 x float>, ptr %3, align 4, !dbg !294, !tbaa !176
  %5 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !295
  %6 = load <4 x float>, ptr %5, align 4, !dbg !295, !tbaa !176
  %7 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %4, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %6), !dbg !296
  store <4 x float> %7, ptr %5, align 4, !dbg !297, !tbaa !176
  %8 = add nuw i64 %2, 4, !dbg !292
  %9 = icmp eq i64 %8, 256, !dbg !292
  br i1 %9, label %10, label %1, !dbg !292, !llvm.loop !298

10:                                               ; preds = %1
  ret void, !dbg !300
}

; Function Attrs: nofree nounwind
declare !dbg !301 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i32 @sum_ints() unnamed_addr #4 !dbg !306 {
    #dbg_value(ptr @ia, !310, !DIExpression(), !315)
    #dbg_value(i32 256, !311, !DIExpression(), !315)
    #dbg_value(i32 0, !312, !DIExpression(), !315)
    #dbg_value(i32 0, !313, !DIExpression(), !316)
  br label %1, !dbg !317

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !318
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !320
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !320
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !320, !tbaa !165
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !320, !tbaa !165
  %9 = add <4 x i32> %7, %3, !dbg !321
  %10 = add <4 x i32> %8, %4, !dbg !321
  %11 = add nuw i64 %2, 8, !dbg !318
  %12 = icmp eq i64 %11, 256, !dbg !318
  br i1 %12, label %13, label %1, !dbg !318, !llvm.loop !322

13:                                               ; preds = %1
  %14 = add <4 x i32> %10, %9, !dbg !317
  %15 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %14), !dbg !317
  ret i32 %15, !dbg !324
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #4 !dbg !325 {
    #dbg_value(ptr @ia, !329, !DIExpression(), !334)
    #dbg_value(i32 256, !330, !DIExpression(), !334)
    #dbg_value(i32 0, !331, !DIExpression(), !334)
    #dbg_value(i32 0, !332, !DIExpression(), !335)
  br label %1, !dbg !336

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !337
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !339
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !339
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !339, !tbaa !165
  %8 = load <4 x i32>, ptr %6, align 4, !dbg !339, !tbaa !165
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> %3), !dbg !339
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> %4), !dbg !339
  %11 = add nuw i64 %2, 8, !dbg !337
  %12 = icmp eq i64 %11, 256, !dbg !337
  br i1 %12, label %13, label %1, !dbg !337, !llvm.loop !340

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %9, <4 x i32> %10), !dbg !336
  %15 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14), !dbg !336
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 255), !dbg !342
  %17 = trunc nuw i32 %16 to i8, !dbg !343
  ret i8 %17, !dbg !344
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dot() unnamed_addr #4 !dbg !345 {
    #dbg_value(ptr @da, !351, !DIExpression(), !357)
    #dbg_value(ptr @fb, !352, !DIExpression(), !357)
    #dbg_value(i32 256, !353, !DIExpression(), !357)
    #dbg_value(double 0.000000e+00, !354, !DIExpression(), !357)
    #dbg_value(i32 0, !355, !DIExpression(), !358)
  br label %2, !dbg !359

1:                                                ; preds = %2
  ret double %10, !dbg !360

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
    #dbg_value(i64 %3, !355, !DIExpression(), !358)
    #dbg_value(double %4, !354, !DIExpression(), !357)
  %5 = getelementptr inbounds double, ptr @da, i64 %3, !dbg !361
  %6 = load double, ptr %5, align 8, !dbg !361, !tbaa !184
  %7 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !363
  %8 = load float, ptr %7, align 4, !dbg !363, !tbaa !176
  %9 = fpext float %8 to double, !dbg !364
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !365
    #dbg_value(double %10, !354, !DIExpression(), !357)
  %11 = add nuw nsw i64 %3, 1, !dbg !366
    #dbg_value(i64 %11, !355, !DIExpression(), !358)
  %12 = icmp eq i64 %11, 256, !dbg !367
  br i1 %12, label %1, label %2, !dbg !359, !llvm.loop !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!12 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !{!15, !20, !25, !30, !35, !40, !42, !47, !52, !57, !59, !64, !69, !0, !74, !79, !82, !84, !87, !89, !91, !93, !95, !97, !99, !101, !103, !108}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 15)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 22)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 344, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 43)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !17, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 216, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 27)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !22, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 18)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 256)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !77)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !81, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 16384, elements: !77)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !44, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !44, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !44, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !44, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !44, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !44, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !44, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !44, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 3)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "c", scope: !110, file: !3, line: 96, type: !119, isLocal: true, isDefinition: true)
!110 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !111, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !113}
!113 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!114 = !{!115, !116, !117}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !110, file: !3, line: 94, type: !113)
!116 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 95, type: !113)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 97, type: !10)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 97, column: 3)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 512, elements: !45)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 1, !"float-abi", !"doubledouble"}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !131, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!10}
!133 = !{!134, !136, !149, !150, !152, !153, !154, !155, !156}
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 102, type: !10)
!135 = distinct !DILexicalBlock(scope: !130, file: !3, line: 102, column: 3)
!136 = !DILocalVariable(name: "p", scope: !130, file: !3, line: 114, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !138)
!138 = !{!139, !140, !141, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !137, file: !3, line: 42, baseType: !5, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !137, file: !3, line: 43, baseType: !6, size: 32)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !137, file: !3, line: 44, baseType: !142, size: 32)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !45)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !137, file: !3, line: 45, baseType: !144, size: 32)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !137, file: !3, line: 45, size: 32, elements: !145)
!145 = !{!146, !147, !148}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !144, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !144, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !144, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!149 = !DILocalVariable(name: "x", scope: !130, file: !3, line: 117, type: !6)
!150 = !DILocalVariable(name: "d", scope: !151, file: !3, line: 123, type: !10)
!151 = distinct !DILexicalBlock(scope: !130, file: !3, line: 123, column: 3)
!152 = !DILocalVariable(name: "big", scope: !130, file: !3, line: 128, type: !12)
!153 = !DILocalVariable(name: "neg", scope: !130, file: !3, line: 129, type: !7)
!154 = !DILocalVariable(name: "ld", scope: !130, file: !3, line: 137, type: !113)
!155 = !DILocalVariable(name: "nan", scope: !130, file: !3, line: 147, type: !5)
!156 = !DILocalVariable(name: "inf", scope: !130, file: !3, line: 147, type: !5)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !135)
!159 = !DILocation(line: 102, column: 3, scope: !135)
!160 = !DILocation(line: 107, column: 22, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 102, column: 31)
!162 = distinct !DILexicalBlock(scope: !135, file: !3, line: 102, column: 3)
!163 = !DILocation(line: 103, column: 5, scope: !161)
!164 = !DILocation(line: 103, column: 11, scope: !161)
!165 = !{!166, !166, i64 0}
!166 = !{!"int", !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = !DILocation(line: 104, column: 21, scope: !161)
!170 = !DILocation(line: 104, column: 5, scope: !161)
!171 = !DILocation(line: 104, column: 11, scope: !161)
!172 = !DILocation(line: 105, column: 13, scope: !161)
!173 = !DILocation(line: 105, column: 22, scope: !161)
!174 = !DILocation(line: 105, column: 5, scope: !161)
!175 = !DILocation(line: 105, column: 11, scope: !161)
!176 = !{!177, !177, i64 0}
!177 = !{!"float", !167, i64 0}
!178 = !DILocation(line: 106, column: 5, scope: !161)
!179 = !DILocation(line: 106, column: 11, scope: !161)
!180 = !DILocation(line: 107, column: 19, scope: !161)
!181 = !DILocation(line: 107, column: 17, scope: !161)
!182 = !DILocation(line: 107, column: 5, scope: !161)
!183 = !DILocation(line: 107, column: 11, scope: !161)
!184 = !{!185, !185, i64 0}
!185 = !{!"double", !167, i64 0}
!186 = distinct !{!186, !159, !187, !188, !189, !190}
!187 = !DILocation(line: 108, column: 3, scope: !135)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !{!"llvm.loop.isvectorized", i32 1}
!190 = !{!"llvm.loop.unroll.runtime.disable"}
!191 = !DILocalVariable(name: "i", scope: !192, file: !3, line: 87, type: !10)
!192 = distinct !DISubprogram(name: "print_u128", scope: !3, file: !3, line: 85, type: !193, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !12}
!195 = !{!196, !197, !191}
!196 = !DILocalVariable(name: "v", arg: 1, scope: !192, file: !3, line: 85, type: !12)
!197 = !DILocalVariable(name: "buf", scope: !192, file: !3, line: 86, type: !198)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 48)
!201 = !DILocation(line: 0, scope: !192, inlinedAt: !202)
!202 = distinct !DILocation(line: 131, column: 3, scope: !130)
!203 = !DILocation(line: 89, column: 50, scope: !204, inlinedAt: !202)
!204 = distinct !DILexicalBlock(scope: !192, file: !3, line: 89, column: 6)
!205 = !DILocation(line: 89, column: 40, scope: !204, inlinedAt: !202)
!206 = !DILocation(line: 89, column: 32, scope: !204, inlinedAt: !202)
!207 = !DILocation(line: 89, column: 30, scope: !204, inlinedAt: !202)
!208 = !DILocation(line: 89, column: 12, scope: !204, inlinedAt: !202)
!209 = !DILocation(line: 89, column: 8, scope: !204, inlinedAt: !202)
!210 = !DILocation(line: 89, column: 17, scope: !204, inlinedAt: !202)
!211 = !{!167, !167, i64 0}
!212 = !DILocation(line: 89, column: 57, scope: !204, inlinedAt: !202)
!213 = distinct !{!213, !214, !215, !188}
!214 = !DILocation(line: 89, column: 3, scope: !192, inlinedAt: !202)
!215 = !DILocation(line: 89, column: 67, scope: !192, inlinedAt: !202)
!216 = !DILocation(line: 90, column: 20, scope: !192, inlinedAt: !202)
!217 = !DILocation(line: 90, column: 3, scope: !192, inlinedAt: !202)
!218 = !DILocation(line: 91, column: 1, scope: !192, inlinedAt: !202)
!219 = !DILocation(line: 132, column: 3, scope: !130)
!220 = !DILocation(line: 0, scope: !130)
!221 = !DILocation(line: 138, column: 3, scope: !130)
!222 = !DILocation(line: 145, column: 3, scope: !130)
!223 = !DILocation(line: 148, column: 3, scope: !130)
!224 = !DILocation(line: 149, column: 3, scope: !130)
!225 = !DILocation(line: 109, column: 3, scope: !130)
!226 = !DILocation(line: 110, column: 3, scope: !130)
!227 = !DILocation(line: 111, column: 29, scope: !130)
!228 = !DILocation(line: 111, column: 46, scope: !130)
!229 = !DILocation(line: 111, column: 3, scope: !130)
!230 = !DILocation(line: 112, column: 36, scope: !130)
!231 = !DILocation(line: 112, column: 44, scope: !130)
!232 = !DILocation(line: 112, column: 3, scope: !130)
!233 = !DILocation(line: 116, column: 3, scope: !130)
!234 = !DILocation(line: 118, column: 3, scope: !130)
!235 = !DILocation(line: 120, column: 3, scope: !130)
!236 = !DILocation(line: 121, column: 3, scope: !130)
!237 = !DILocation(line: 0, scope: !151)
!238 = !DILocation(line: 123, column: 33, scope: !239)
!239 = distinct !DILexicalBlock(scope: !151, file: !3, line: 123, column: 3)
!240 = !DILocation(line: 124, column: 3, scope: !130)
!241 = !DILocation(line: 130, column: 3, scope: !130)
!242 = !DILocation(line: 86, column: 3, scope: !192, inlinedAt: !202)
!243 = !DILocation(line: 88, column: 3, scope: !192, inlinedAt: !202)
!244 = !DILocation(line: 88, column: 10, scope: !192, inlinedAt: !202)
!245 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !246, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!246 = !DISubroutineType(cc: DW_CC_nocall, types: !247)
!247 = !{null, !248, !250, !10, !10}
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !249)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!253 = !{!254, !255, !256, !257, !258}
!254 = !DILocalVariable(name: "dst", arg: 1, scope: !245, file: !3, line: 25, type: !248)
!255 = !DILocalVariable(name: "src", arg: 2, scope: !245, file: !3, line: 25, type: !250)
!256 = !DILocalVariable(name: "k", arg: 3, scope: !245, file: !3, line: 25, type: !10)
!257 = !DILocalVariable(name: "n", arg: 4, scope: !245, file: !3, line: 25, type: !10)
!258 = !DILocalVariable(name: "i", scope: !259, file: !3, line: 26, type: !10)
!259 = distinct !DILexicalBlock(scope: !245, file: !3, line: 26, column: 3)
!260 = !DILocation(line: 0, scope: !245)
!261 = !DILocation(line: 0, scope: !259)
!262 = !DILocation(line: 26, column: 3, scope: !259)
!263 = !DILocation(line: 26, column: 26, scope: !264)
!264 = distinct !DILexicalBlock(scope: !259, file: !3, line: 26, column: 3)
!265 = !DILocation(line: 26, column: 40, scope: !264)
!266 = !DILocation(line: 26, column: 47, scope: !264)
!267 = !DILocation(line: 26, column: 54, scope: !264)
!268 = !DILocation(line: 26, column: 61, scope: !264)
!269 = !DILocation(line: 26, column: 51, scope: !264)
!270 = !DILocation(line: 26, column: 38, scope: !264)
!271 = distinct !{!271, !262, !272, !188, !189, !190}
!272 = !DILocation(line: 26, column: 65, scope: !259)
!273 = !DILocation(line: 27, column: 1, scope: !245)
!274 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !275, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!275 = !DISubroutineType(cc: DW_CC_nocall, types: !276)
!276 = !{null, !277, !279, !5, !10}
!277 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !278)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!282 = !{!283, !284, !285, !286, !287}
!283 = !DILocalVariable(name: "y", arg: 1, scope: !274, file: !3, line: 21, type: !277)
!284 = !DILocalVariable(name: "x", arg: 2, scope: !274, file: !3, line: 21, type: !279)
!285 = !DILocalVariable(name: "k", arg: 3, scope: !274, file: !3, line: 21, type: !5)
!286 = !DILocalVariable(name: "n", arg: 4, scope: !274, file: !3, line: 21, type: !10)
!287 = !DILocalVariable(name: "i", scope: !288, file: !3, line: 22, type: !10)
!288 = distinct !DILexicalBlock(scope: !274, file: !3, line: 22, column: 3)
!289 = !DILocation(line: 0, scope: !274)
!290 = !DILocation(line: 0, scope: !288)
!291 = !DILocation(line: 22, column: 3, scope: !288)
!292 = !DILocation(line: 22, column: 26, scope: !293)
!293 = distinct !DILexicalBlock(scope: !288, file: !3, line: 22, column: 3)
!294 = !DILocation(line: 22, column: 42, scope: !293)
!295 = !DILocation(line: 22, column: 49, scope: !293)
!296 = !DILocation(line: 22, column: 47, scope: !293)
!297 = !DILocation(line: 22, column: 36, scope: !293)
!298 = distinct !{!298, !291, !299, !188, !189, !190}
!299 = !DILocation(line: 22, column: 52, scope: !288)
!300 = !DILocation(line: 23, column: 1, scope: !274)
!301 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!10, !304, null}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!306 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !307, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !309)
!307 = !DISubroutineType(cc: DW_CC_nocall, types: !308)
!308 = !{!10, !251, !10}
!309 = !{!310, !311, !312, !313}
!310 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !3, line: 15, type: !251)
!311 = !DILocalVariable(name: "n", arg: 2, scope: !306, file: !3, line: 15, type: !10)
!312 = !DILocalVariable(name: "s", scope: !306, file: !3, line: 16, type: !10)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 17, type: !10)
!314 = distinct !DILexicalBlock(scope: !306, file: !3, line: 17, column: 3)
!315 = !DILocation(line: 0, scope: !306)
!316 = !DILocation(line: 0, scope: !314)
!317 = !DILocation(line: 17, column: 3, scope: !314)
!318 = !DILocation(line: 17, column: 26, scope: !319)
!319 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 3)
!320 = !DILocation(line: 17, column: 36, scope: !319)
!321 = !DILocation(line: 17, column: 33, scope: !319)
!322 = distinct !{!322, !317, !323, !188, !189, !190}
!323 = !DILocation(line: 17, column: 39, scope: !314)
!324 = !DILocation(line: 18, column: 3, scope: !306)
!325 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !326, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !328)
!326 = !DISubroutineType(cc: DW_CC_nocall, types: !327)
!327 = !{!11, !251, !10}
!328 = !{!329, !330, !331, !332}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !325, file: !3, line: 35, type: !251)
!330 = !DILocalVariable(name: "n", arg: 2, scope: !325, file: !3, line: 35, type: !10)
!331 = !DILocalVariable(name: "m", scope: !325, file: !3, line: 36, type: !10)
!332 = !DILocalVariable(name: "i", scope: !333, file: !3, line: 37, type: !10)
!333 = distinct !DILexicalBlock(scope: !325, file: !3, line: 37, column: 3)
!334 = !DILocation(line: 0, scope: !325)
!335 = !DILocation(line: 0, scope: !333)
!336 = !DILocation(line: 37, column: 3, scope: !333)
!337 = !DILocation(line: 37, column: 26, scope: !338)
!338 = distinct !DILexicalBlock(scope: !333, file: !3, line: 37, column: 3)
!339 = !DILocation(line: 37, column: 35, scope: !338)
!340 = distinct !{!340, !336, !341, !188, !189, !190}
!341 = !DILocation(line: 37, column: 53, scope: !333)
!342 = !DILocation(line: 38, column: 26, scope: !325)
!343 = !DILocation(line: 38, column: 10, scope: !325)
!344 = !DILocation(line: 38, column: 3, scope: !325)
!345 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !346, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !350)
!346 = !DISubroutineType(cc: DW_CC_nocall, types: !347)
!347 = !{!9, !348, !280, !10}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!350 = !{!351, !352, !353, !354, !355}
!351 = !DILocalVariable(name: "a", arg: 1, scope: !345, file: !3, line: 29, type: !348)
!352 = !DILocalVariable(name: "b", arg: 2, scope: !345, file: !3, line: 29, type: !280)
!353 = !DILocalVariable(name: "n", arg: 3, scope: !345, file: !3, line: 29, type: !10)
!354 = !DILocalVariable(name: "s", scope: !345, file: !3, line: 30, type: !9)
!355 = !DILocalVariable(name: "i", scope: !356, file: !3, line: 31, type: !10)
!356 = distinct !DILexicalBlock(scope: !345, file: !3, line: 31, column: 3)
!357 = !DILocation(line: 0, scope: !345)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 31, column: 3, scope: !356)
!360 = !DILocation(line: 32, column: 3, scope: !345)
!361 = !DILocation(line: 31, column: 36, scope: !362)
!362 = distinct !DILexicalBlock(scope: !356, file: !3, line: 31, column: 3)
!363 = !DILocation(line: 31, column: 51, scope: !362)
!364 = !DILocation(line: 31, column: 43, scope: !362)
!365 = !DILocation(line: 31, column: 33, scope: !362)
!366 = !DILocation(line: 31, column: 26, scope: !362)
!367 = !DILocation(line: 31, column: 21, scope: !362)
!368 = distinct !{!368, !359, !369, !188}
!369 = !DILocation(line: 31, column: 54, scope: !356)

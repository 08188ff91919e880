; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@ia = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !0
@ib = internal unnamed_addr global [256 x i32] zeroinitializer, align 4, !dbg !67
@fa = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !72
@fb = internal unnamed_addr global [256 x float] zeroinitializer, align 4, !dbg !75
@da = internal unnamed_addr global [256 x double] zeroinitializer, align 8, !dbg !77
@.str = private unnamed_addr constant [15 x i8] c"sum=%d max=%u\0A\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [22 x i8] c"fb[10]=%.2f dot=%.6f\0A\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [43 x i8] c"pun %08x sign=%u exp=%u mant=%06x b0=%02x\0A\00", align 1, !dbg !23
@.str.3 = private unnamed_addr constant [21 x i8] c"bits %u %d %d %d %u\0A\00", align 1, !dbg !28
@.str.4 = private unnamed_addr constant [10 x i8] c"rot %llx\0A\00", align 1, !dbg !33
@.str.5 = private unnamed_addr constant [15 x i8] c"sign %d %u %d\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [27 x i8] c"\0Asparse %d %d %d %d %d %d\0A\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [17 x i8] c"ld %.6f size=%d\0A\00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [11 x i8] c"half %.4f\0A\00", align 1, !dbg !60
@.str.11 = private unnamed_addr constant [18 x i8] c"special %d %d %d\0A\00", align 1, !dbg !65
@.str.12 = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !80
@.str.13 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !82
@.str.14 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !84
@.str.15 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !86
@.str.16 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !88
@.str.17 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !92
@.str.19 = private unnamed_addr constant [4 x i8] c"???\00", align 1, !dbg !94
@str = private unnamed_addr constant [17 x i8] c"u128 unsupported\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !117 {
    #dbg_value(i32 0, !121, !DIExpression(), !145)
  br label %1, !dbg !146

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %13, %1 ]
    #dbg_value(i32 %2, !121, !DIExpression(), !145)
  %3 = mul nuw nsw i32 %2, 3, !dbg !147
  %4 = add nsw i32 %3, -100, !dbg !150
  %5 = getelementptr inbounds [256 x i32], ptr @ia, i32 0, i32 %2, !dbg !151
  store i32 %4, ptr %5, align 4, !dbg !152, !tbaa !153
  %6 = mul nuw nsw i32 %2, 7, !dbg !157
  %7 = and i32 %6, 63, !dbg !158
  %8 = getelementptr inbounds [256 x i32], ptr @ib, i32 0, i32 %2, !dbg !159
  store i32 %7, ptr %8, align 4, !dbg !160, !tbaa !153
  %9 = uitofp nneg i32 %2 to float, !dbg !161
  %10 = fmul float %9, 5.000000e-01, !dbg !162
  %11 = getelementptr inbounds [256 x float], ptr @fa, i32 0, i32 %2, !dbg !163
  store float %10, ptr %11, align 4, !dbg !164, !tbaa !165
  %12 = getelementptr inbounds [256 x float], ptr @fb, i32 0, i32 %2, !dbg !167
  store float 1.000000e+00, ptr %12, align 4, !dbg !168, !tbaa !165
  %13 = add nuw nsw i32 %2, 1, !dbg !169
  %14 = uitofp nneg i32 %13 to double, !dbg !170
  %15 = fdiv double 1.000000e+00, %14, !dbg !171
  %16 = getelementptr inbounds [256 x double], ptr @da, i32 0, i32 %2, !dbg !172
  store double %15, ptr %16, align 8, !dbg !173, !tbaa !174
    #dbg_value(i32 %13, !121, !DIExpression(), !145)
  %17 = icmp eq i32 %13, 256, !dbg !176
  br i1 %17, label %18, label %1, !dbg !146, !llvm.loop !177

18:                                               ; preds = %1
  tail call fastcc void @scale_add(), !dbg !180
  tail call fastcc void @saxpy(), !dbg !181
  %19 = tail call fastcc i32 @sum_ints(), !dbg !182
  %20 = tail call fastcc zeroext i8 @clamp_max(), !dbg !183
  %21 = zext i8 %20 to i32, !dbg !183
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %21), !dbg !184
  %23 = load float, ptr getelementptr inbounds (i8, ptr @fb, i32 40), align 4, !dbg !185, !tbaa !165
  %24 = fpext float %23 to double, !dbg !185
  %25 = tail call fastcc double @dot(), !dbg !186
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24, double noundef %25), !dbg !187
    #dbg_value(float -1.500000e+00, !123, !DIExpression(), !188)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1077936128, i32 noundef 1, i32 noundef 127, i32 noundef 4194304, i32 noundef 0), !dbg !189
    #dbg_value(i32 -267534609, !136, !DIExpression(), !188)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 20, i32 noundef 4, i32 noundef 1, i32 noundef -272757264), !dbg !190
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 12), !dbg !191
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -4, i32 noundef 15, i32 noundef -4), !dbg !192
    #dbg_value(i32 -1, !137, !DIExpression(), !193)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !194
    #dbg_value(i32 0, !137, !DIExpression(), !193)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.12), !dbg !194
    #dbg_value(i32 1, !137, !DIExpression(), !193)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.13), !dbg !194
    #dbg_value(i32 2, !137, !DIExpression(), !193)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.14), !dbg !194
    #dbg_value(i32 3, !137, !DIExpression(), !193)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.15), !dbg !194
    #dbg_value(i32 4, !137, !DIExpression(), !193)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.16), !dbg !194
    #dbg_value(i32 5, !137, !DIExpression(), !193)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.17), !dbg !194
    #dbg_value(i32 6, !137, !DIExpression(), !193)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18), !dbg !194
    #dbg_value(i32 7, !137, !DIExpression(), !193)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.19), !dbg !194
    #dbg_value(i32 8, !137, !DIExpression(), !193)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef -1), !dbg !196
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !197
    #dbg_value(double 0x3FEDD21FB54442D2, !139, !DIExpression(), !188)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FEDD21FB54442D2, i32 noundef 8), !dbg !198
    #dbg_value(half 0xH3E00, !140, !DIExpression(), !188)
    #dbg_value(half 0xH3400, !141, !DIExpression(), !188)
    #dbg_value(half 0xH40C0, !142, !DIExpression(), !188)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.375000e+00), !dbg !199
    #dbg_value(float 0x7FF8000000000000, !143, !DIExpression(), !188)
    #dbg_value(float 0x7FF0000000000000, !144, !DIExpression(), !188)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !200
  ret i32 0, !dbg !201
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @scale_add() unnamed_addr #1 !dbg !202 {
    #dbg_value(ptr @ia, !211, !DIExpression(), !217)
    #dbg_value(ptr @ib, !212, !DIExpression(), !217)
    #dbg_value(i32 3, !213, !DIExpression(), !217)
    #dbg_value(i32 256, !214, !DIExpression(), !217)
    #dbg_value(i32 0, !215, !DIExpression(), !218)
  br label %2, !dbg !219

1:                                                ; preds = %2
  ret void, !dbg !220

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
    #dbg_value(i32 %3, !215, !DIExpression(), !218)
  %4 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !221
  %5 = load i32, ptr %4, align 4, !dbg !221, !tbaa !153
  %6 = mul nsw i32 %5, 3, !dbg !223
  %7 = getelementptr inbounds i32, ptr @ib, i32 %3, !dbg !224
  %8 = load i32, ptr %7, align 4, !dbg !224, !tbaa !153
  %9 = ashr i32 %8, 1, !dbg !225
  %10 = add nsw i32 %9, %6, !dbg !226
  store i32 %10, ptr %4, align 4, !dbg !227, !tbaa !153
  %11 = add nuw nsw i32 %3, 1, !dbg !228
    #dbg_value(i32 %11, !215, !DIExpression(), !218)
  %12 = icmp eq i32 %11, 256, !dbg !229
  br i1 %12, label %1, label %2, !dbg !219, !llvm.loop !230
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @saxpy() unnamed_addr #1 !dbg !232 {
    #dbg_value(ptr @fb, !241, !DIExpression(), !247)
    #dbg_value(ptr @fa, !242, !DIExpression(), !247)
    #dbg_value(float 2.000000e+00, !243, !DIExpression(), !247)
    #dbg_value(i32 256, !244, !DIExpression(), !247)
    #dbg_value(i32 0, !245, !DIExpression(), !248)
  br label %2, !dbg !249

1:                                                ; preds = %2
  ret void, !dbg !250

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
    #dbg_value(i32 %3, !245, !DIExpression(), !248)
  %4 = getelementptr inbounds float, ptr @fa, i32 %3, !dbg !251
  %5 = load float, ptr %4, align 4, !dbg !251, !tbaa !165
  %6 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !253
  %7 = load float, ptr %6, align 4, !dbg !253, !tbaa !165
  %8 = tail call float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %7), !dbg !254
  store float %8, ptr %6, align 4, !dbg !255, !tbaa !165
  %9 = add nuw nsw i32 %3, 1, !dbg !256
    #dbg_value(i32 %9, !245, !DIExpression(), !248)
  %10 = icmp eq i32 %9, 256, !dbg !257
  br i1 %10, label %1, label %2, !dbg !249, !llvm.loop !258
}

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @sum_ints() unnamed_addr #2 !dbg !265 {
    #dbg_value(ptr @ia, !269, !DIExpression(), !274)
    #dbg_value(i32 256, !270, !DIExpression(), !274)
    #dbg_value(i32 0, !271, !DIExpression(), !274)
    #dbg_value(i32 0, !272, !DIExpression(), !275)
  br label %2, !dbg !276

1:                                                ; preds = %2
  ret i32 %7, !dbg !277

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %7, %2 ]
    #dbg_value(i32 %3, !272, !DIExpression(), !275)
    #dbg_value(i32 %4, !271, !DIExpression(), !274)
  %5 = getelementptr inbounds i32, ptr @ia, i32 %3, !dbg !278
  %6 = load i32, ptr %5, align 4, !dbg !278, !tbaa !153
  %7 = add nsw i32 %6, %4, !dbg !280
    #dbg_value(i32 %7, !271, !DIExpression(), !274)
  %8 = add nuw nsw i32 %3, 1, !dbg !281
    #dbg_value(i32 %8, !272, !DIExpression(), !275)
  %9 = icmp eq i32 %8, 256, !dbg !282
  br i1 %9, label %1, label %2, !dbg !276, !llvm.loop !283
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc zeroext i8 @clamp_max() unnamed_addr #2 !dbg !285 {
    #dbg_value(ptr @ia, !289, !DIExpression(), !294)
    #dbg_value(i32 256, !290, !DIExpression(), !294)
    #dbg_value(i32 0, !291, !DIExpression(), !294)
    #dbg_value(i32 0, !292, !DIExpression(), !295)
  br label %4, !dbg !296

1:                                                ; preds = %4
  %2 = tail call i32 @llvm.smin.i32(i32 %9, i32 255), !dbg !297
  %3 = trunc nuw i32 %2 to i8, !dbg !298
  ret i8 %3, !dbg !299

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %10, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %9, %4 ]
    #dbg_value(i32 %5, !292, !DIExpression(), !295)
    #dbg_value(i32 %6, !291, !DIExpression(), !294)
  %7 = getelementptr inbounds i32, ptr @ia, i32 %5, !dbg !300
  %8 = load i32, ptr %7, align 4, !dbg !300, !tbaa !153
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 %6), !dbg !300
    #dbg_value(i32 %9, !291, !DIExpression(), !294)
  %10 = add nuw nsw i32 %5, 1, !dbg !302
    #dbg_value(i32 %10, !292, !DIExpression(), !295)
  %11 = icmp eq i32 %10, 256, !dbg !303
  br i1 %11, label %1, label %4, !dbg !296, !llvm.loop !304
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none)
define internal fastcc double @dot() unnamed_addr #2 !dbg !306 {
    #dbg_value(ptr @da, !312, !DIExpression(), !318)
    #dbg_value(ptr @fb, !313, !DIExpression(), !318)
    #dbg_value(i32 256, !314, !DIExpression(), !318)
    #dbg_value(double 0.000000e+00, !315, !DIExpression(), !318)
    #dbg_value(i32 0, !316, !DIExpression(), !319)
  br label %2, !dbg !320

1:                                                ; preds = %2
  ret double %10, !dbg !321

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %10, %2 ]
    #dbg_value(i32 %3, !316, !DIExpression(), !319)
    #dbg_value(double %4, !315, !DIExpression(), !318)
  %5 = getelementptr inbounds double, ptr @da, i32 %3, !dbg !322
  %6 = load double, ptr %5, align 8, !dbg !322, !tbaa !174
  %7 = getelementptr inbounds float, ptr @fb, i32 %3, !dbg !324
  %8 = load float, ptr %7, align 4, !dbg !324, !tbaa !165
  %9 = fpext float %8 to double, !dbg !325
  %10 = tail call double @llvm.fmuladd.f64(double %6, double %9, double %4), !dbg !326
    #dbg_value(double %10, !315, !DIExpression(), !318)
  %11 = add nuw nsw i32 %3, 1, !dbg !327
    #dbg_value(i32 %11, !316, !DIExpression(), !319)
  %12 = icmp eq i32 %11, 256, !dbg !328
  br i1 %12, label %1, label %2, !dbg !320, !llvm.loop !329
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "numeric.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "89bc9beec23e1d94d6d7e4876045f39b")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !{!12, !18, !23, !28, !33, !38, !40, !45, !50, !55, !60, !65, !0, !67, !72, !75, !77, !80, !82, !84, !86, !88, !90, !92, !94, !96}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 176, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 22)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 344, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 43)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 21)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !14, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 216, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 27)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 144, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 18)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 17)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 88, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !52, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ib", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 256)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8192, elements: !70)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 12, type: !74, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 13, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 16384, elements: !70)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !42, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !42, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !42, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !42, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !42, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !42, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !42, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !42, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "c", scope: !98, file: !3, line: 96, type: !107, isLocal: true, isDefinition: true)
!98 = distinct !DISubprogram(name: "ld_poly", scope: !3, file: !3, line: 94, type: !99, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !101}
!101 = !DIBasicType(name: "long double", size: 64, encoding: DW_ATE_float)
!102 = !{!103, !104, !105}
!103 = !DILocalVariable(name: "x", arg: 1, scope: !98, file: !3, line: 94, type: !101)
!104 = !DILocalVariable(name: "r", scope: !98, file: !3, line: 95, type: !101)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 97, type: !8)
!106 = distinct !DILexicalBlock(scope: !98, file: !3, line: 97, column: 3)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 256, elements: !43)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!109 = !{i32 7, !"Dwarf Version", i32 5}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 4}
!112 = !{i32 1, !"min_enum_size", i32 4}
!113 = !{i32 8, !"PIC Level", i32 2}
!114 = !{i32 7, !"PIE Level", i32 2}
!115 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 101, type: !118, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!8}
!120 = !{!121, !123, !136, !137, !139, !140, !141, !142, !143, !144}
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 102, type: !8)
!122 = distinct !DILexicalBlock(scope: !117, file: !3, line: 102, column: 3)
!123 = !DILocalVariable(name: "p", scope: !117, file: !3, line: 114, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Pun", file: !3, line: 41, size: 32, elements: !125)
!125 = !{!126, !127, !128, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !124, file: !3, line: 42, baseType: !5, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !124, file: !3, line: 43, baseType: !6, size: 32)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !124, file: !3, line: 44, baseType: !129, size: 32)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !43)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !124, file: !3, line: 45, baseType: !131, size: 32)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !124, file: !3, line: 45, size: 32, elements: !132)
!132 = !{!133, !134, !135}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "mant", scope: !131, file: !3, line: 45, baseType: !6, size: 23, flags: DIFlagBitField, extraData: i64 0)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "exp", scope: !131, file: !3, line: 45, baseType: !6, size: 8, offset: 23, flags: DIFlagBitField, extraData: i64 0)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "sign", scope: !131, file: !3, line: 45, baseType: !6, size: 1, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!136 = !DILocalVariable(name: "x", scope: !117, file: !3, line: 117, type: !6)
!137 = !DILocalVariable(name: "d", scope: !138, file: !3, line: 123, type: !8)
!138 = distinct !DILexicalBlock(scope: !117, file: !3, line: 123, column: 3)
!139 = !DILocalVariable(name: "ld", scope: !117, file: !3, line: 137, type: !101)
!140 = !DILocalVariable(name: "h", scope: !117, file: !3, line: 141, type: !9)
!141 = !DILocalVariable(name: "h2", scope: !117, file: !3, line: 141, type: !9)
!142 = !DILocalVariable(name: "hs", scope: !117, file: !3, line: 142, type: !9)
!143 = !DILocalVariable(name: "nan", scope: !117, file: !3, line: 147, type: !5)
!144 = !DILocalVariable(name: "inf", scope: !117, file: !3, line: 147, type: !5)
!145 = !DILocation(line: 0, scope: !122)
!146 = !DILocation(line: 102, column: 3, scope: !122)
!147 = !DILocation(line: 103, column: 15, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 102, column: 31)
!149 = distinct !DILexicalBlock(scope: !122, file: !3, line: 102, column: 3)
!150 = !DILocation(line: 103, column: 19, scope: !148)
!151 = !DILocation(line: 103, column: 5, scope: !148)
!152 = !DILocation(line: 103, column: 11, scope: !148)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !155, i64 0}
!155 = !{!"omnipotent char", !156, i64 0}
!156 = !{!"Simple C/C++ TBAA"}
!157 = !DILocation(line: 104, column: 16, scope: !148)
!158 = !DILocation(line: 104, column: 21, scope: !148)
!159 = !DILocation(line: 104, column: 5, scope: !148)
!160 = !DILocation(line: 104, column: 11, scope: !148)
!161 = !DILocation(line: 105, column: 13, scope: !148)
!162 = !DILocation(line: 105, column: 22, scope: !148)
!163 = !DILocation(line: 105, column: 5, scope: !148)
!164 = !DILocation(line: 105, column: 11, scope: !148)
!165 = !{!166, !166, i64 0}
!166 = !{!"float", !155, i64 0}
!167 = !DILocation(line: 106, column: 5, scope: !148)
!168 = !DILocation(line: 106, column: 11, scope: !148)
!169 = !DILocation(line: 107, column: 22, scope: !148)
!170 = !DILocation(line: 107, column: 19, scope: !148)
!171 = !DILocation(line: 107, column: 17, scope: !148)
!172 = !DILocation(line: 107, column: 5, scope: !148)
!173 = !DILocation(line: 107, column: 11, scope: !148)
!174 = !{!175, !175, i64 0}
!175 = !{!"double", !155, i64 0}
!176 = !DILocation(line: 102, column: 21, scope: !149)
!177 = distinct !{!177, !146, !178, !179}
!178 = !DILocation(line: 108, column: 3, scope: !122)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 109, column: 3, scope: !117)
!181 = !DILocation(line: 110, column: 3, scope: !117)
!182 = !DILocation(line: 111, column: 29, scope: !117)
!183 = !DILocation(line: 111, column: 46, scope: !117)
!184 = !DILocation(line: 111, column: 3, scope: !117)
!185 = !DILocation(line: 112, column: 36, scope: !117)
!186 = !DILocation(line: 112, column: 44, scope: !117)
!187 = !DILocation(line: 112, column: 3, scope: !117)
!188 = !DILocation(line: 0, scope: !117)
!189 = !DILocation(line: 116, column: 3, scope: !117)
!190 = !DILocation(line: 118, column: 3, scope: !117)
!191 = !DILocation(line: 120, column: 3, scope: !117)
!192 = !DILocation(line: 121, column: 3, scope: !117)
!193 = !DILocation(line: 0, scope: !138)
!194 = !DILocation(line: 123, column: 33, scope: !195)
!195 = distinct !DILexicalBlock(scope: !138, file: !3, line: 123, column: 3)
!196 = !DILocation(line: 124, column: 3, scope: !117)
!197 = !DILocation(line: 134, column: 3, scope: !117)
!198 = !DILocation(line: 138, column: 3, scope: !117)
!199 = !DILocation(line: 143, column: 3, scope: !117)
!200 = !DILocation(line: 148, column: 3, scope: !117)
!201 = !DILocation(line: 149, column: 3, scope: !117)
!202 = distinct !DISubprogram(name: "scale_add", scope: !3, file: !3, line: 25, type: !203, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!203 = !DISubroutineType(cc: DW_CC_nocall, types: !204)
!204 = !{null, !205, !207, !8, !8}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 32)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!210 = !{!211, !212, !213, !214, !215}
!211 = !DILocalVariable(name: "dst", arg: 1, scope: !202, file: !3, line: 25, type: !205)
!212 = !DILocalVariable(name: "src", arg: 2, scope: !202, file: !3, line: 25, type: !207)
!213 = !DILocalVariable(name: "k", arg: 3, scope: !202, file: !3, line: 25, type: !8)
!214 = !DILocalVariable(name: "n", arg: 4, scope: !202, file: !3, line: 25, type: !8)
!215 = !DILocalVariable(name: "i", scope: !216, file: !3, line: 26, type: !8)
!216 = distinct !DILexicalBlock(scope: !202, file: !3, line: 26, column: 3)
!217 = !DILocation(line: 0, scope: !202)
!218 = !DILocation(line: 0, scope: !216)
!219 = !DILocation(line: 26, column: 3, scope: !216)
!220 = !DILocation(line: 27, column: 1, scope: !202)
!221 = !DILocation(line: 26, column: 40, scope: !222)
!222 = distinct !DILexicalBlock(scope: !216, file: !3, line: 26, column: 3)
!223 = !DILocation(line: 26, column: 47, scope: !222)
!224 = !DILocation(line: 26, column: 54, scope: !222)
!225 = !DILocation(line: 26, column: 61, scope: !222)
!226 = !DILocation(line: 26, column: 51, scope: !222)
!227 = !DILocation(line: 26, column: 38, scope: !222)
!228 = !DILocation(line: 26, column: 26, scope: !222)
!229 = !DILocation(line: 26, column: 21, scope: !222)
!230 = distinct !{!230, !219, !231, !179}
!231 = !DILocation(line: 26, column: 65, scope: !216)
!232 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 21, type: !233, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !240)
!233 = !DISubroutineType(cc: DW_CC_nocall, types: !234)
!234 = !{null, !235, !237, !5, !8}
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !236)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 32)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!240 = !{!241, !242, !243, !244, !245}
!241 = !DILocalVariable(name: "y", arg: 1, scope: !232, file: !3, line: 21, type: !235)
!242 = !DILocalVariable(name: "x", arg: 2, scope: !232, file: !3, line: 21, type: !237)
!243 = !DILocalVariable(name: "k", arg: 3, scope: !232, file: !3, line: 21, type: !5)
!244 = !DILocalVariable(name: "n", arg: 4, scope: !232, file: !3, line: 21, type: !8)
!245 = !DILocalVariable(name: "i", scope: !246, file: !3, line: 22, type: !8)
!246 = distinct !DILexicalBlock(scope: !232, file: !3, line: 22, column: 3)
!247 = !DILocation(line: 0, scope: !232)
!248 = !DILocation(line: 0, scope: !246)
!249 = !DILocation(line: 22, column: 3, scope: !246)
!250 = !DILocation(line: 23, column: 1, scope: !232)
!251 = !DILocation(line: 22, column: 42, scope: !252)
!252 = distinct !DILexicalBlock(scope: !246, file: !3, line: 22, column: 3)
!253 = !DILocation(line: 22, column: 49, scope: !252)
!254 = !DILocation(line: 22, column: 47, scope: !252)
!255 = !DILocation(line: 22, column: 36, scope: !252)
!256 = !DILocation(line: 22, column: 26, scope: !252)
!257 = !DILocation(line: 22, column: 21, scope: !252)
!258 = distinct !{!258, !249, !259, !179}
!259 = !DILocation(line: 22, column: 52, scope: !246)
!260 = !DISubprogram(name: "printf", scope: !3, file: !3, line: 7, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!8, !263, null}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!265 = distinct !DISubprogram(name: "sum_ints", scope: !3, file: !3, line: 15, type: !266, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{!8, !208, !8}
!268 = !{!269, !270, !271, !272}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 15, type: !208)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !265, file: !3, line: 15, type: !8)
!271 = !DILocalVariable(name: "s", scope: !265, file: !3, line: 16, type: !8)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 17, type: !8)
!273 = distinct !DILexicalBlock(scope: !265, file: !3, line: 17, column: 3)
!274 = !DILocation(line: 0, scope: !265)
!275 = !DILocation(line: 0, scope: !273)
!276 = !DILocation(line: 17, column: 3, scope: !273)
!277 = !DILocation(line: 18, column: 3, scope: !265)
!278 = !DILocation(line: 17, column: 36, scope: !279)
!279 = distinct !DILexicalBlock(scope: !273, file: !3, line: 17, column: 3)
!280 = !DILocation(line: 17, column: 33, scope: !279)
!281 = !DILocation(line: 17, column: 26, scope: !279)
!282 = !DILocation(line: 17, column: 21, scope: !279)
!283 = distinct !{!283, !276, !284, !179}
!284 = !DILocation(line: 17, column: 39, scope: !273)
!285 = distinct !DISubprogram(name: "clamp_max", scope: !3, file: !3, line: 35, type: !286, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!286 = !DISubroutineType(cc: DW_CC_nocall, types: !287)
!287 = !{!10, !208, !8}
!288 = !{!289, !290, !291, !292}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !285, file: !3, line: 35, type: !208)
!290 = !DILocalVariable(name: "n", arg: 2, scope: !285, file: !3, line: 35, type: !8)
!291 = !DILocalVariable(name: "m", scope: !285, file: !3, line: 36, type: !8)
!292 = !DILocalVariable(name: "i", scope: !293, file: !3, line: 37, type: !8)
!293 = distinct !DILexicalBlock(scope: !285, file: !3, line: 37, column: 3)
!294 = !DILocation(line: 0, scope: !285)
!295 = !DILocation(line: 0, scope: !293)
!296 = !DILocation(line: 37, column: 3, scope: !293)
!297 = !DILocation(line: 38, column: 26, scope: !285)
!298 = !DILocation(line: 38, column: 10, scope: !285)
!299 = !DILocation(line: 38, column: 3, scope: !285)
!300 = !DILocation(line: 37, column: 35, scope: !301)
!301 = distinct !DILexicalBlock(scope: !293, file: !3, line: 37, column: 3)
!302 = !DILocation(line: 37, column: 26, scope: !301)
!303 = !DILocation(line: 37, column: 21, scope: !301)
!304 = distinct !{!304, !296, !305, !179}
!305 = !DILocation(line: 37, column: 53, scope: !293)
!306 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 29, type: !307, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !311)
!307 = !DISubroutineType(cc: DW_CC_nocall, types: !308)
!308 = !{!7, !309, !238, !8}
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 32)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!311 = !{!312, !313, !314, !315, !316}
!312 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !3, line: 29, type: !309)
!313 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !3, line: 29, type: !238)
!314 = !DILocalVariable(name: "n", arg: 3, scope: !306, file: !3, line: 29, type: !8)
!315 = !DILocalVariable(name: "s", scope: !306, file: !3, line: 30, type: !7)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 31, type: !8)
!317 = distinct !DILexicalBlock(scope: !306, file: !3, line: 31, column: 3)
!318 = !DILocation(line: 0, scope: !306)
!319 = !DILocation(line: 0, scope: !317)
!320 = !DILocation(line: 31, column: 3, scope: !317)
!321 = !DILocation(line: 32, column: 3, scope: !306)
!322 = !DILocation(line: 31, column: 36, scope: !323)
!323 = distinct !DILexicalBlock(scope: !317, file: !3, line: 31, column: 3)
!324 = !DILocation(line: 31, column: 51, scope: !323)
!325 = !DILocation(line: 31, column: 43, scope: !323)
!326 = !DILocation(line: 31, column: 33, scope: !323)
!327 = !DILocation(line: 31, column: 26, scope: !323)
!328 = !DILocation(line: 31, column: 21, scope: !323)
!329 = distinct !{!329, !320, !330, !179}
!330 = !DILocation(line: 31, column: 54, scope: !317)

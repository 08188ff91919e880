; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Self = type { ptr, ptr }

@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1, !dbg !63
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !68
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 4, !dbg !112
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !87
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1, !dbg !94
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1, !dbg !99
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

; Function Attrs: nounwind ssp
define noundef i32 @main() local_unnamed_addr #0 !dbg !139 {
    #dbg_declare(ptr poison, !143, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !192)
    #dbg_value(i16 475, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !193)
    #dbg_value(i64 4886718345, !143, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !193)
    #dbg_value(i16 507, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !193)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 12), !dbg !194
    #dbg_value(i8 7, !151, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !193)
    #dbg_value(i32 1, !151, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !193)
    #dbg_value(i16 -21555, !151, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !193)
    #dbg_value(i8 7, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !193)
    #dbg_value(i32 1, !156, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !193)
    #dbg_value(i16 -21555, !156, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !193)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !195
    #dbg_value(ptr poison, !163, !DIExpression(), !193)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.500000e-01), !dbg !196
    #dbg_value(ptr undef, !174, !DIExpression(), !193)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !197
    #dbg_value(ptr undef, !175, !DIExpression(), !193)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2), !dbg !198
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9), !dbg !199
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8, double noundef 2.500000e+00), !dbg !200
    #dbg_value(i32 -2147483648, !183, !DIExpression(), !193)
    #dbg_value(i32 1, !184, !DIExpression(), !193)
    #dbg_value(i64 poison, !185, !DIExpression(), !193)
    #dbg_value(i32 1, !186, !DIExpression(), !193)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !201
    #dbg_value(double 1.000000e+00, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(double 2.000000e+00, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
    #dbg_value(double -3.000000e+00, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193)
    #dbg_value(double 4.000000e+00, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !193)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !202
    #dbg_value(float 1.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193)
    #dbg_value(float -1.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !193)
  %10 = tail call i64 @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #3, !dbg !203
  %11 = trunc i64 %10 to i32, !dbg !203
  %12 = bitcast i32 %11 to float, !dbg !203
  %13 = lshr i64 %10, 32, !dbg !203
  %14 = trunc nuw i64 %13 to i32, !dbg !203
  %15 = bitcast i32 %14 to float, !dbg !203
    #dbg_value(float %12, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !193)
    #dbg_value(float %15, !190, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !193)
  %16 = fpext float %12 to double, !dbg !204
  %17 = fpext float %15 to double, !dbg !205
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %16, double noundef %17), !dbg !206
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @table, i32 20), align 4, !dbg !207, !tbaa !208
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @table, i32 8), align 4, !dbg !212, !tbaa !208
  %21 = add nsw i32 %20, %19, !dbg !213
  %22 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i32 8), align 4, !dbg !214, !tbaa !215
  %23 = getelementptr inbounds i8, ptr %22, i32 4, !dbg !218
  %24 = load ptr, ptr %23, align 4, !dbg !218, !tbaa !219
  %25 = load i32, ptr %24, align 4, !dbg !220, !tbaa !208
  %26 = load ptr, ptr @ring, align 4, !dbg !221, !tbaa !215
  %27 = getelementptr inbounds i8, ptr %26, i32 4, !dbg !222
  %28 = load ptr, ptr %27, align 4, !dbg !222, !tbaa !219
  %29 = load i32, ptr %28, align 4, !dbg !223, !tbaa !208
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %21, i32 noundef 32, i32 noundef %25, i32 noundef %29, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i32 1), i32 noundef 1), !dbg !224
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 3.000000e+00, i32 noundef 32, i32 noundef 10), !dbg !225
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !226
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 506, i32 noundef %32), !dbg !227
  ret i32 0, !dbg !228
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind ssp memory(none)
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !229 {
    #dbg_value(i32 %0, !234, !DIExpression(), !236)
    #dbg_value(i32 %1, !235, !DIExpression(), !236)
  %3 = icmp eq i32 %0, 0, !dbg !237
  br i1 %3, label %4, label %7, !dbg !239, !prof !240

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !241
  ret i32 %6, !dbg !242

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !235, !DIExpression(), !236)
    #dbg_value(i32 %9, !234, !DIExpression(), !236)
  %10 = icmp eq i32 %8, 0, !dbg !243
  br i1 %10, label %11, label %15, !dbg !245

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !236
    #dbg_value(i32 %13, !234, !DIExpression(), !236)
    #dbg_value(i32 %12, !235, !DIExpression(), !236)
  %14 = icmp eq i32 %13, 0, !dbg !237
  br i1 %14, label %4, label %7, !dbg !239, !prof !246

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !247
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !248
  br label %11, !dbg !249
}

attributes #0 = { nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind ssp memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "misc.c", directory: "/ehi/corpus")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 5)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 19)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !51, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 20)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 28)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "table", scope: !70, file: !2, line: 37, type: !131, isLocal: true, isDefinition: true)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !78, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
!71 = !{!72, !73, !74, !75, !76}
!72 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!74 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!75 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!78 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !56, !58, !63, !79, !83, !87, !89, !94, !99, !104, !110, !68, !112, !122}
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "mid", scope: !70, file: !2, line: 38, type: !81, isLocal: true, isDefinition: true)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 32)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!84 = distinct !DIGlobalVariable(name: "span", scope: !70, file: !2, line: 39, type: !85, isLocal: true, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!86 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !44, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "greeting", scope: !70, file: !2, line: 41, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 25)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "hook", scope: !70, file: !2, line: 42, type: !106, isLocal: true, isDefinition: true)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 32)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !70, file: !2, line: 44, type: !73, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "ring", scope: !70, file: !2, line: 40, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 128, elements: !120)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !2, line: 40, size: 64, elements: !116)
!116 = !{!117, !119}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !115, file: !2, line: 40, baseType: !118, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !115, file: !2, line: 40, baseType: !82, size: 32, offset: 32)
!120 = !{!121}
!121 = !DISubrange(count: 2)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "aligned_g", scope: !70, file: !2, line: 34, type: !124, isLocal: true, isDefinition: true)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !2, line: 33, size: 256, align: 256, elements: !125)
!125 = !{!126}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !124, file: !2, line: 33, baseType: !127, size: 96)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 96, elements: !129)
!128 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!129 = !{!130}
!130 = !DISubrange(count: 3)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 320, elements: !15)
!132 = !{i32 7, !"Dwarf Version", i32 2}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 1, !"min_enum_size", i32 4}
!136 = !{i32 8, !"PIC Level", i32 2}
!137 = !{i32 7, !"frame-pointer", i32 2}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 84, type: !140, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!73}
!142 = !{!143, !151, !156, !163, !172, !174, !175, !177, !179, !180, !182, !183, !184, !185, !186, !187, !189, !190}
!143 = !DILocalVariable(name: "f", scope: !139, file: !2, line: 85, type: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 14, size: 96, elements: !145)
!145 = !{!146, !148, !149, !150}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !144, file: !2, line: 15, baseType: !147, size: 1, flags: DIFlagBitField, extraData: i64 0)
!147 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !144, file: !2, line: 16, baseType: !147, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !144, file: !2, line: 17, baseType: !73, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !144, file: !2, line: 19, baseType: !72, size: 40, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!151 = !DILocalVariable(name: "bytes", scope: !139, file: !2, line: 89, type: !152)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 56, elements: !154)
!153 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!154 = !{!155}
!155 = !DISubrange(count: 7)
!156 = !DILocalVariable(name: "wire", scope: !139, file: !2, line: 90, type: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !2, line: 22, size: 56, elements: !158)
!158 = !{!159, !160, !161}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !157, file: !2, line: 23, baseType: !4, size: 8)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !157, file: !2, line: 24, baseType: !73, size: 32, offset: 8)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !157, file: !2, line: 25, baseType: !162, size: 16, offset: 40)
!162 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!163 = !DILocalVariable(name: "m", scope: !139, file: !2, line: 94, type: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 32)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !2, line: 28, size: 32, elements: !166)
!166 = !{!167, !168}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !165, file: !2, line: 29, baseType: !73, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !165, file: !2, line: 30, baseType: !169, offset: 32)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: -1)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 96, type: !73)
!173 = distinct !DILexicalBlock(scope: !139, file: !2, line: 96, column: 3)
!174 = !DILocalVariable(name: "lit", scope: !139, file: !2, line: 101, type: !82)
!175 = !DILocalVariable(name: "fp", scope: !139, file: !2, line: 104, type: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 32)
!177 = !DILocalVariable(name: "_a", scope: !178, file: !2, line: 108, type: !73)
!178 = distinct !DILexicalBlock(scope: !139, file: !2, line: 108, column: 33)
!179 = !DILocalVariable(name: "_b", scope: !178, file: !2, line: 108, type: !73)
!180 = !DILocalVariable(name: "_a", scope: !181, file: !2, line: 108, type: !75)
!181 = distinct !DILexicalBlock(scope: !139, file: !2, line: 108, column: 44)
!182 = !DILocalVariable(name: "_b", scope: !181, file: !2, line: 108, type: !75)
!183 = !DILocalVariable(name: "res", scope: !139, file: !2, line: 110, type: !73)
!184 = !DILocalVariable(name: "ovf", scope: !139, file: !2, line: 111, type: !73)
!185 = !DILocalVariable(name: "ures", scope: !139, file: !2, line: 112, type: !72)
!186 = !DILocalVariable(name: "uovf", scope: !139, file: !2, line: 113, type: !73)
!187 = !DILocalVariable(name: "z", scope: !139, file: !2, line: 116, type: !188)
!188 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!189 = !DILocalVariable(name: "z2", scope: !139, file: !2, line: 117, type: !188)
!190 = !DILocalVariable(name: "fz", scope: !139, file: !2, line: 119, type: !191)
!191 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!192 = !DILocation(line: 85, column: 16, scope: !139)
!193 = !DILocation(line: 0, scope: !139)
!194 = !DILocation(line: 87, column: 3, scope: !139)
!195 = !DILocation(line: 92, column: 3, scope: !139)
!196 = !DILocation(line: 97, column: 3, scope: !139)
!197 = !DILocation(line: 103, column: 3, scope: !139)
!198 = !DILocation(line: 105, column: 3, scope: !139)
!199 = !DILocation(line: 107, column: 3, scope: !139)
!200 = !DILocation(line: 108, column: 3, scope: !139)
!201 = !DILocation(line: 114, column: 3, scope: !139)
!202 = !DILocation(line: 118, column: 3, scope: !139)
!203 = !DILocation(line: 120, column: 11, scope: !139)
!204 = !DILocation(line: 121, column: 34, scope: !139)
!205 = !DILocation(line: 121, column: 55, scope: !139)
!206 = !DILocation(line: 121, column: 3, scope: !139)
!207 = !DILocation(line: 123, column: 42, scope: !139)
!208 = !{!209, !209, i64 0}
!209 = !{!"int", !210, i64 0}
!210 = !{!"omnipotent char", !211, i64 0}
!211 = !{!"Simple C/C++ TBAA"}
!212 = !DILocation(line: 123, column: 49, scope: !139)
!213 = !DILocation(line: 123, column: 47, scope: !139)
!214 = !DILocation(line: 123, column: 74, scope: !139)
!215 = !{!216, !217, i64 0}
!216 = !{!"Self", !217, i64 0, !217, i64 4}
!217 = !{!"any pointer", !210, i64 0}
!218 = !DILocation(line: 123, column: 80, scope: !139)
!219 = !{!216, !217, i64 4}
!220 = !DILocation(line: 123, column: 65, scope: !139)
!221 = !DILocation(line: 123, column: 95, scope: !139)
!222 = !DILocation(line: 123, column: 101, scope: !139)
!223 = !DILocation(line: 123, column: 86, scope: !139)
!224 = !DILocation(line: 123, column: 3, scope: !139)
!225 = !DILocation(line: 125, column: 3, scope: !139)
!226 = !DILocation(line: 126, column: 43, scope: !139)
!227 = !DILocation(line: 126, column: 3, scope: !139)
!228 = !DILocation(line: 127, column: 3, scope: !139)
!229 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 78, type: !230, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !233)
!230 = !DISubroutineType(types: !231)
!231 = !{!232, !232, !232}
!232 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "m", arg: 1, scope: !229, file: !2, line: 78, type: !232)
!235 = !DILocalVariable(name: "n", arg: 2, scope: !229, file: !2, line: 78, type: !232)
!236 = !DILocation(line: 0, scope: !229)
!237 = !DILocation(line: 79, column: 26, scope: !238)
!238 = distinct !DILexicalBlock(scope: !229, file: !2, line: 79, column: 7)
!239 = !DILocation(line: 79, column: 7, scope: !229)
!240 = !{!"branch_weights", i32 1, i32 127}
!241 = !DILocation(line: 79, column: 45, scope: !238)
!242 = !DILocation(line: 82, column: 1, scope: !229)
!243 = !DILocation(line: 80, column: 9, scope: !244)
!244 = distinct !DILexicalBlock(scope: !229, file: !2, line: 80, column: 7)
!245 = !DILocation(line: 80, column: 7, scope: !229)
!246 = !{!"branch_weights", i32 127, i32 255873}
!247 = !DILocation(line: 81, column: 42, scope: !229)
!248 = !DILocation(line: 81, column: 27, scope: !229)
!249 = !DILocation(line: 81, column: 10, scope: !229)

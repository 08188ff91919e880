; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Self = type { ptr, ptr }

$"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = comdat any

$"??_C@_05NCJLPPFE@char?$CK?$AA@" = comdat any

$"??_C@_05KNFBNCOH@float?$AA@" = comdat any

$"??_C@_04GOKPGOLB@long?$AA@" = comdat any

$"??_C@_03JBIPMCLC@int?$AA@" = comdat any

$"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = comdat any

$"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = comdat any

$"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = comdat any

$"??_C@_05CJBACGMB@hello?$AA@" = comdat any

$"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = comdat any

@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 1, !dbg !0
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 1, !dbg !7
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 1, !dbg !12
@"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", comdat, align 1, !dbg !17
@"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"compound %u\0A\00", comdat, align 1, !dbg !22
@"??_C@_05NCJLPPFE@char?$CK?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"char*\00", comdat, align 1, !dbg !27
@"??_C@_05KNFBNCOH@float?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"float\00", comdat, align 1, !dbg !32
@"??_C@_04GOKPGOLB@long?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"long\00", comdat, align 1, !dbg !34
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1, !dbg !39
@"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", comdat, align 1, !dbg !44
@"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", comdat, align 1, !dbg !49
@"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", comdat, align 1, !dbg !54
@"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", comdat, align 1, !dbg !56
@"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", comdat, align 1, !dbg !58
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1, !dbg !63
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16, !dbg !65
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16, !dbg !112
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1, !dbg !89
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1, !dbg !94
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1, !dbg !99
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal void @at_exit_fn() #0 !dbg !140 {
  ret void, !dbg !141
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !142 {
    #dbg_value(i32 poison, !146, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(i64 4886718345, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195)
    #dbg_value(i32 507, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16), !dbg !196
    #dbg_value(i8 7, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !195)
    #dbg_value(i32 1, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !195)
    #dbg_value(i16 -21555, !154, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !195)
    #dbg_value(i8 7, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !195)
    #dbg_value(i32 1, !159, !DIExpression(DW_OP_LLVM_fragment, 8, 32), !195)
    #dbg_value(i16 -21555, !159, !DIExpression(DW_OP_LLVM_fragment, 40, 16), !195)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !197
    #dbg_value(ptr poison, !166, !DIExpression(), !195)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", double noundef 7.500000e-01), !dbg !198
    #dbg_value(ptr undef, !177, !DIExpression(), !195)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !199
    #dbg_value(ptr undef, !178, !DIExpression(), !195)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 noundef 2), !dbg !200
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef nonnull @"??_C@_04GOKPGOLB@long?$AA@", ptr noundef nonnull @"??_C@_05KNFBNCOH@float?$AA@", ptr noundef nonnull @"??_C@_05NCJLPPFE@char?$CK?$AA@"), !dbg !201
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 8, double noundef 2.500000e+00), !dbg !202
    #dbg_value(i32 -2147483648, !186, !DIExpression(), !195)
    #dbg_value(i32 1, !187, !DIExpression(), !195)
    #dbg_value(i64 poison, !188, !DIExpression(), !195)
    #dbg_value(i32 1, !189, !DIExpression(), !195)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !203
    #dbg_value(double 1.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(double 2.000000e+00, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195)
    #dbg_value(double -3.000000e+00, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !195)
    #dbg_value(double 4.000000e+00, !192, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !204
    #dbg_value(float 1.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(float -1.000000e+00, !193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
  %10 = tail call i64 @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #4, !dbg !205
  %11 = trunc i64 %10 to i32, !dbg !205
  %12 = bitcast i32 %11 to float, !dbg !205
  %13 = lshr i64 %10, 32, !dbg !205
  %14 = trunc nuw i64 %13 to i32, !dbg !205
  %15 = bitcast i32 %14 to float, !dbg !205
    #dbg_value(float %12, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(float %15, !193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
  %16 = fpext float %15 to double, !dbg !206
  %17 = fpext float %12 to double, !dbg !206
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", double noundef %17, double noundef %16), !dbg !206
  %19 = load ptr, ptr @ring, align 16, !dbg !207
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !207
  %21 = load ptr, ptr %20, align 8, !dbg !207
  %22 = load i32, ptr %21, align 4, !dbg !207
  %23 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 16), align 16, !dbg !207
  %24 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !207
  %25 = load ptr, ptr %24, align 8, !dbg !207
  %26 = load i32, ptr %25, align 4, !dbg !207
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 20), align 4, !dbg !207
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @table, i64 8), align 8, !dbg !207
  %29 = add nsw i32 %28, %27, !dbg !207
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %29, i32 noundef 32, i32 noundef %26, i32 noundef %22, ptr noundef nonnull getelementptr inbounds (i8, ptr @"??_C@_05CJBACGMB@hello?$AA@", i64 1), i32 noundef 1), !dbg !207
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", double noundef 3.000000e+00, i32 noundef 32, i32 noundef 10), !dbg !208
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !209
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 noundef 506, i32 noundef %32), !dbg !209
  ret i32 0, !dbg !210
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !211 {
    #dbg_value(i32 %1, !216, !DIExpression(), !218)
    #dbg_value(i32 %0, !217, !DIExpression(), !218)
  %3 = icmp eq i32 %0, 0, !dbg !219
  br i1 %3, label %4, label %7, !dbg !219, !prof !220

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !221
  ret i32 %6, !dbg !223

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !216, !DIExpression(), !218)
    #dbg_value(i32 %9, !217, !DIExpression(), !218)
  %10 = icmp eq i32 %8, 0, !dbg !224
  br i1 %10, label %11, label %15, !dbg !224

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !218
    #dbg_value(i32 %12, !216, !DIExpression(), !218)
    #dbg_value(i32 %13, !217, !DIExpression(), !218)
  %14 = icmp eq i32 %13, 0, !dbg !219
  br i1 %14, label %4, label %7, !dbg !219, !prof !225

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !226
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !226
  br label %11, !dbg !226
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!67}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
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
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 21)
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
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !29, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "ring", scope: !67, file: !2, line: 40, type: !124, isLocal: true, isDefinition: true)
!67 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !68, globals: !75, splitDebugInlining: false, nameTableKind: None)
!68 = !{!69, !70, !71, !72, !73}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!75 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !56, !58, !63, !76, !81, !85, !89, !94, !99, !104, !110, !65, !112, !115}
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "greeting", scope: !67, file: !2, line: 41, type: !78, isLocal: true, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!82 = distinct !DIGlobalVariable(name: "span", scope: !67, file: !2, line: 39, type: !83, isLocal: true, isDefinition: true)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "mid", scope: !67, file: !2, line: 38, type: !87, isLocal: true, isDefinition: true)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 28)
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
!105 = distinct !DIGlobalVariable(name: "hook", scope: !67, file: !2, line: 42, type: !106, isLocal: true, isDefinition: true)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !67, file: !2, line: 44, type: !69, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "table", scope: !67, file: !2, line: 37, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 320, elements: !15)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "aligned_g", scope: !67, file: !2, line: 34, type: !117, isLocal: true, isDefinition: true)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !2, line: 33, size: 256, align: 256, elements: !118)
!118 = !{!119}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !117, file: !2, line: 33, baseType: !120, size: 96)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 96, elements: !122)
!121 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!122 = !{!123}
!123 = !DISubrange(count: 3)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 256, elements: !130)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !2, line: 40, size: 128, elements: !126)
!126 = !{!127, !129}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !125, file: !2, line: 40, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !125, file: !2, line: 40, baseType: !88, size: 64, offset: 64)
!130 = !{!131}
!131 = !DISubrange(count: 2)
!132 = !{i32 2, !"CodeView", i32 1}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 2}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"uwtable", i32 2}
!137 = !{i32 1, !"MaxTLSAlign", i32 65536}
!138 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DISubprogram(name: "at_exit_fn", scope: !2, file: !2, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !67)
!141 = !DILocation(line: 47, scope: !140)
!142 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 84, type: !143, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !67, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!69}
!145 = !{!146, !154, !159, !166, !175, !177, !178, !180, !182, !183, !185, !186, !187, !188, !189, !190, !192, !193}
!146 = !DILocalVariable(name: "f", scope: !142, file: !2, line: 85, type: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !2, line: 14, size: 128, elements: !148)
!148 = !{!149, !151, !152, !153}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !147, file: !2, line: 15, baseType: !150, size: 1, flags: DIFlagBitField, extraData: i64 0)
!150 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !147, file: !2, line: 16, baseType: !150, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !147, file: !2, line: 17, baseType: !69, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !147, file: !2, line: 19, baseType: !70, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!154 = !DILocalVariable(name: "bytes", scope: !142, file: !2, line: 89, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 56, elements: !157)
!156 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!157 = !{!158}
!158 = !DISubrange(count: 7)
!159 = !DILocalVariable(name: "wire", scope: !142, file: !2, line: 90, type: !160)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !2, line: 22, size: 56, elements: !161)
!161 = !{!162, !163, !164}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !160, file: !2, line: 23, baseType: !4, size: 8)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !160, file: !2, line: 24, baseType: !69, size: 32, offset: 8)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !160, file: !2, line: 25, baseType: !165, size: 16, offset: 40)
!165 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!166 = !DILocalVariable(name: "m", scope: !142, file: !2, line: 94, type: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !2, line: 28, size: 64, elements: !169)
!169 = !{!170, !171}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !168, file: !2, line: 29, baseType: !69, size: 32)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !168, file: !2, line: 30, baseType: !172, offset: 64)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: -1)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 96, type: !69)
!176 = distinct !DILexicalBlock(scope: !142, file: !2, line: 96)
!177 = !DILocalVariable(name: "lit", scope: !142, file: !2, line: 101, type: !88)
!178 = !DILocalVariable(name: "fp", scope: !142, file: !2, line: 104, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!180 = !DILocalVariable(name: "_a", scope: !181, file: !2, line: 108, type: !72)
!181 = distinct !DILexicalBlock(scope: !142, file: !2, line: 108)
!182 = !DILocalVariable(name: "_b", scope: !181, file: !2, line: 108, type: !72)
!183 = !DILocalVariable(name: "_a", scope: !184, file: !2, line: 108, type: !69)
!184 = distinct !DILexicalBlock(scope: !142, file: !2, line: 108)
!185 = !DILocalVariable(name: "_b", scope: !184, file: !2, line: 108, type: !69)
!186 = !DILocalVariable(name: "res", scope: !142, file: !2, line: 110, type: !69)
!187 = !DILocalVariable(name: "ovf", scope: !142, file: !2, line: 111, type: !69)
!188 = !DILocalVariable(name: "ures", scope: !142, file: !2, line: 112, type: !70)
!189 = !DILocalVariable(name: "uovf", scope: !142, file: !2, line: 113, type: !69)
!190 = !DILocalVariable(name: "z", scope: !142, file: !2, line: 116, type: !191)
!191 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!192 = !DILocalVariable(name: "z2", scope: !142, file: !2, line: 117, type: !191)
!193 = !DILocalVariable(name: "fz", scope: !142, file: !2, line: 119, type: !194)
!194 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!195 = !DILocation(line: 0, scope: !142)
!196 = !DILocation(line: 87, scope: !142)
!197 = !DILocation(line: 92, scope: !142)
!198 = !DILocation(line: 97, scope: !142)
!199 = !DILocation(line: 103, scope: !142)
!200 = !DILocation(line: 105, scope: !142)
!201 = !DILocation(line: 107, scope: !142)
!202 = !DILocation(line: 108, scope: !142)
!203 = !DILocation(line: 114, scope: !142)
!204 = !DILocation(line: 118, scope: !142)
!205 = !DILocation(line: 120, scope: !142)
!206 = !DILocation(line: 121, scope: !142)
!207 = !DILocation(line: 123, scope: !142)
!208 = !DILocation(line: 125, scope: !142)
!209 = !DILocation(line: 126, scope: !142)
!210 = !DILocation(line: 127, scope: !142)
!211 = distinct !DISubprogram(name: "ackermann", scope: !2, file: !2, line: 78, type: !212, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !67, retainedNodes: !215)
!212 = !DISubroutineType(types: !213)
!213 = !{!214, !214, !214}
!214 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "n", arg: 2, scope: !211, file: !2, line: 78, type: !214)
!217 = !DILocalVariable(name: "m", arg: 1, scope: !211, file: !2, line: 78, type: !214)
!218 = !DILocation(line: 0, scope: !211)
!219 = !DILocation(line: 79, scope: !211)
!220 = !{!"branch_weights", i32 1, i32 127}
!221 = !DILocation(line: 79, scope: !222)
!222 = distinct !DILexicalBlock(scope: !211, file: !2, line: 79)
!223 = !DILocation(line: 82, scope: !211)
!224 = !DILocation(line: 80, scope: !211)
!225 = !{!"branch_weights", i32 127, i32 255873}
!226 = !DILocation(line: 81, scope: !211)

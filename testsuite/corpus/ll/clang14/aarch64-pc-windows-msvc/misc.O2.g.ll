; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%struct.Self = type { %struct.Self*, i32* }
%struct.Msg = type { i32, [0 x double] }
%struct.Flags = type { i32, i64 }

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

@ctor_ran = internal unnamed_addr global i32 0, align 4, !dbg !0
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 8
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 8
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 8
@"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", comdat, align 8
@"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"compound %u\0A\00", comdat, align 8
@"??_C@_05NCJLPPFE@char?$CK?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"char*\00", comdat, align 4
@"??_C@_05KNFBNCOH@float?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"float\00", comdat, align 4
@"??_C@_04GOKPGOLB@long?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"long\00", comdat, align 4
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 4
@"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", comdat, align 8
@"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", comdat, align 8
@"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", comdat, align 8
@"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", comdat, align 8
@"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", comdat, align 8
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 8, !dbg !32
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 8, !dbg !42
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 8
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 8
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 8
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @early_init() #0 !dbg !66 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !68, !tbaa !69
  %2 = add nsw i32 %1, 1, !dbg !68
  store i32 %2, i32* @ctor_ran, align 4, !dbg !68, !tbaa !69
  ret void, !dbg !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @late_init() #0 !dbg !73 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !74, !tbaa !69
  %2 = mul nsw i32 %1, 10, !dbg !74
  store i32 %2, i32* @ctor_ran, align 4, !dbg !74, !tbaa !69
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal void @at_exit_fn() #1 !dbg !75 {
  ret void, !dbg !76
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !77 {
  call void @llvm.dbg.value(metadata i32 475, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i32 undef, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !130
  call void @llvm.dbg.value(metadata i32 507, metadata !81, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16), !dbg !131
  call void @llvm.dbg.value(metadata i8 7, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i16 -21555, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !130
  call void @llvm.dbg.value(metadata i8 7, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !130
  call void @llvm.dbg.value(metadata i16 -21555, metadata !94, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !130
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !132
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !101, metadata !DIExpression()), !dbg !130
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef 7.500000e-01), !dbg !133
  call void @llvm.dbg.value(metadata i32* undef, metadata !112, metadata !DIExpression()), !dbg !130
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !134
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !113, metadata !DIExpression()), !dbg !130
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 2), !dbg !135
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i64 0, i64 0)), !dbg !136
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !137
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !121, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !122, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i64 undef, metadata !123, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 1, metadata !124, metadata !DIExpression()), !dbg !130
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !138
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !125, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !130
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !127, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !130
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i64 0, i64 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !139
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !130
  %10 = tail call { float, float } @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !140
  %11 = extractvalue { float, float } %10, 0, !dbg !140
  %12 = extractvalue { float, float } %10, 1, !dbg !140
  call void @llvm.dbg.value(metadata float %11, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !130
  call void @llvm.dbg.value(metadata float %12, metadata !128, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !130
  %13 = fpext float %12 to double, !dbg !141
  %14 = fpext float %11 to double, !dbg !141
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i64 0, i64 0), double noundef %14, double noundef %13), !dbg !141
  %16 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 8, !dbg !142, !tbaa !143
  %17 = getelementptr inbounds %struct.Self, %struct.Self* %16, i64 0, i32 1, !dbg !142
  %18 = load i32*, i32** %17, align 8, !dbg !142, !tbaa !146
  %19 = load i32, i32* %18, align 4, !dbg !142, !tbaa !69
  %20 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 8, !dbg !142, !tbaa !143
  %21 = getelementptr inbounds %struct.Self, %struct.Self* %20, i64 0, i32 1, !dbg !142
  %22 = load i32*, i32** %21, align 8, !dbg !142, !tbaa !146
  %23 = load i32, i32* %22, align 4, !dbg !142, !tbaa !69
  %24 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 5), align 4, !dbg !142, !tbaa !69
  %25 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8, !dbg !142, !tbaa !69
  %26 = add nsw i32 %25, %24, !dbg !142
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %26, i32 noundef 32, i32 noundef %23, i32 noundef %19, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i64 0, i64 1), i32 noundef 1), !dbg !142
  %28 = load i32, i32* @ctor_ran, align 4, !dbg !147, !tbaa !69
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %28), !dbg !147
  %30 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !148
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i64 0, i64 0), i32 noundef 506, i32 noundef %30), !dbg !148
  ret i32 0, !dbg !149
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !150 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %0, metadata !156, metadata !DIExpression()), !dbg !157
  %3 = icmp eq i32 %0, 0, !dbg !158
  br i1 %3, label %4, label %7, !dbg !158, !prof !159

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !160
  ret i32 %6, !dbg !162

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %9, metadata !156, metadata !DIExpression()), !dbg !157
  %10 = icmp eq i32 %8, 0, !dbg !163
  br i1 %10, label %11, label %15, !dbg !163

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !157
  call void @llvm.dbg.value(metadata i32 %12, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %13, metadata !156, metadata !DIExpression()), !dbg !157
  %14 = icmp eq i32 %13, 0, !dbg !158
  br i1 %14, label %4, label %7, !dbg !158, !prof !159

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !164
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !164
  br label %11, !dbg !164
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!12, !18, !22, !26, !0, !32, !42, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!19 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !40)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 128, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !35, file: !3, line: 40, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !35, file: !3, line: 40, baseType: !25, size: 64, offset: 64)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 320, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 10)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "aligned_g", scope: !2, file: !3, line: 34, type: !49, isLocal: true, isDefinition: true)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !3, line: 33, size: 256, align: 256, elements: !50)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !49, file: !3, line: 33, baseType: !52, size: 96)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 96, elements: !54)
!53 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!54 = !{!55}
!55 = !DISubrange(count: 3)
!56 = !{i32 2, !"CodeView", i32 1}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 2}
!59 = !{i32 1, !"branch-target-enforcement", i32 0}
!60 = !{i32 1, !"sign-return-address", i32 0}
!61 = !{i32 1, !"sign-return-address-all", i32 0}
!62 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!63 = !{i32 7, !"PIC Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 1}
!65 = !{!"Debian clang version 14.0.6"}
!66 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!67 = !{}
!68 = !DILocation(line: 45, scope: !66)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!74 = !DILocation(line: 46, scope: !73)
!75 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!76 = !DILocation(line: 47, scope: !75)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !78, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!5}
!80 = !{!81, !89, !94, !101, !110, !112, !113, !115, !117, !118, !120, !121, !122, !123, !124, !125, !127, !128}
!81 = !DILocalVariable(name: "f", scope: !77, file: !3, line: 85, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !83)
!83 = !{!84, !86, !87, !88}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !82, file: !3, line: 15, baseType: !85, size: 1, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !82, file: !3, line: 16, baseType: !85, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !82, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !82, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!89 = !DILocalVariable(name: "bytes", scope: !77, file: !3, line: 89, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 56, elements: !92)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !{!93}
!93 = !DISubrange(count: 7)
!94 = !DILocalVariable(name: "wire", scope: !77, file: !3, line: 90, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !95, file: !3, line: 23, baseType: !17, size: 8)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !95, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !95, file: !3, line: 25, baseType: !100, size: 16, offset: 40)
!100 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!101 = !DILocalVariable(name: "m", scope: !77, file: !3, line: 94, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !104)
!104 = !{!105, !106}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !103, file: !3, line: 29, baseType: !5, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !103, file: !3, line: 30, baseType: !107, offset: 64)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: -1)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 96, type: !5)
!111 = distinct !DILexicalBlock(scope: !77, file: !3, line: 96)
!112 = !DILocalVariable(name: "lit", scope: !77, file: !3, line: 101, type: !25)
!113 = !DILocalVariable(name: "fp", scope: !77, file: !3, line: 104, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!115 = !DILocalVariable(name: "_a", scope: !116, file: !3, line: 108, type: !8)
!116 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108)
!117 = !DILocalVariable(name: "_b", scope: !116, file: !3, line: 108, type: !8)
!118 = !DILocalVariable(name: "_a", scope: !119, file: !3, line: 108, type: !5)
!119 = distinct !DILexicalBlock(scope: !77, file: !3, line: 108)
!120 = !DILocalVariable(name: "_b", scope: !119, file: !3, line: 108, type: !5)
!121 = !DILocalVariable(name: "res", scope: !77, file: !3, line: 110, type: !5)
!122 = !DILocalVariable(name: "ovf", scope: !77, file: !3, line: 111, type: !5)
!123 = !DILocalVariable(name: "ures", scope: !77, file: !3, line: 112, type: !6)
!124 = !DILocalVariable(name: "uovf", scope: !77, file: !3, line: 113, type: !5)
!125 = !DILocalVariable(name: "z", scope: !77, file: !3, line: 116, type: !126)
!126 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!127 = !DILocalVariable(name: "z2", scope: !77, file: !3, line: 117, type: !126)
!128 = !DILocalVariable(name: "fz", scope: !77, file: !3, line: 119, type: !129)
!129 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!130 = !DILocation(line: 0, scope: !77)
!131 = !DILocation(line: 87, scope: !77)
!132 = !DILocation(line: 92, scope: !77)
!133 = !DILocation(line: 97, scope: !77)
!134 = !DILocation(line: 103, scope: !77)
!135 = !DILocation(line: 105, scope: !77)
!136 = !DILocation(line: 107, scope: !77)
!137 = !DILocation(line: 108, scope: !77)
!138 = !DILocation(line: 114, scope: !77)
!139 = !DILocation(line: 118, scope: !77)
!140 = !DILocation(line: 120, scope: !77)
!141 = !DILocation(line: 121, scope: !77)
!142 = !DILocation(line: 123, scope: !77)
!143 = !{!144, !145, i64 0}
!144 = !{!"Self", !145, i64 0, !145, i64 8}
!145 = !{!"any pointer", !71, i64 0}
!146 = !{!144, !145, i64 8}
!147 = !DILocation(line: 125, scope: !77)
!148 = !DILocation(line: 126, scope: !77)
!149 = !DILocation(line: 127, scope: !77)
!150 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !151, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !153, !153}
!153 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!154 = !{!155, !156}
!155 = !DILocalVariable(name: "n", arg: 2, scope: !150, file: !3, line: 78, type: !153)
!156 = !DILocalVariable(name: "m", arg: 1, scope: !150, file: !3, line: 78, type: !153)
!157 = !DILocation(line: 0, scope: !150)
!158 = !DILocation(line: 79, scope: !150)
!159 = !{!"branch_weights", i32 1, i32 2000}
!160 = !DILocation(line: 79, scope: !161)
!161 = distinct !DILexicalBlock(scope: !150, file: !3, line: 79)
!162 = !DILocation(line: 82, scope: !150)
!163 = !DILocation(line: 80, scope: !150)
!164 = !DILocation(line: 81, scope: !150)

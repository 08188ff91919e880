; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 1
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 1
@"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", comdat, align 1
@"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"compound %u\0A\00", comdat, align 1
@"??_C@_05NCJLPPFE@char?$CK?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"char*\00", comdat, align 1
@"??_C@_05KNFBNCOH@float?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"float\00", comdat, align 1
@"??_C@_04GOKPGOLB@long?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"long\00", comdat, align 1
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1
@"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", comdat, align 1
@"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", comdat, align 1
@"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", comdat, align 1
@"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", comdat, align 1
@"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", comdat, align 1
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4, !dbg !32
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !42
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @early_init() #0 !dbg !61 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !63, !tbaa !64
  %2 = add nsw i32 %1, 1, !dbg !63
  store i32 %2, i32* @ctor_ran, align 4, !dbg !63, !tbaa !64
  ret void, !dbg !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @late_init() #0 !dbg !68 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !69, !tbaa !64
  %2 = mul nsw i32 %1, 10, !dbg !69
  store i32 %2, i32* @ctor_ran, align 4, !dbg !69, !tbaa !64
  ret void, !dbg !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal void @at_exit_fn() #1 !dbg !70 {
  ret void, !dbg !71
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
  call void @llvm.dbg.value(metadata i32 475, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !125
  call void @llvm.dbg.value(metadata i32 undef, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !125
  call void @llvm.dbg.value(metadata i64 4886718345, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !125
  call void @llvm.dbg.value(metadata i32 507, metadata !76, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !125
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16), !dbg !126
  call void @llvm.dbg.value(metadata i8 7, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !125
  call void @llvm.dbg.value(metadata i32 1, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !125
  call void @llvm.dbg.value(metadata i16 -21555, metadata !84, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !125
  call void @llvm.dbg.value(metadata i8 7, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !125
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 32)), !dbg !125
  call void @llvm.dbg.value(metadata i16 -21555, metadata !89, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 16)), !dbg !125
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7), !dbg !127
  call void @llvm.dbg.value(metadata %struct.Msg* poison, metadata !96, metadata !DIExpression()), !dbg !125
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef 7.500000e-01), !dbg !128
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()), !dbg !125
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 9, i32 noundef 6, i32 noundef 1), !dbg !129
  call void @llvm.dbg.value(metadata %struct.Flags* undef, metadata !108, metadata !DIExpression()), !dbg !125
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 2), !dbg !130
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i32 0, i32 0)), !dbg !131
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef 8, double noundef 2.500000e+00), !dbg !132
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !116, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 1, metadata !117, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 undef, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 1, metadata !119, metadata !DIExpression()), !dbg !125
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1), !dbg !133
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !125
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !125
  call void @llvm.dbg.value(metadata double -3.000000e+00, metadata !122, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !125
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !122, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !125
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i32 0, i32 0), double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !134
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !125
  call void @llvm.dbg.value(metadata float -1.000000e+00, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !125
  %10 = tail call i64 @__divsc3(float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #6, !dbg !135
  %11 = trunc i64 %10 to i32, !dbg !135
  %12 = bitcast i32 %11 to float, !dbg !135
  %13 = lshr i64 %10, 32, !dbg !135
  %14 = trunc i64 %13 to i32, !dbg !135
  %15 = bitcast i32 %14 to float, !dbg !135
  call void @llvm.dbg.value(metadata float %12, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !125
  call void @llvm.dbg.value(metadata float %15, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !125
  %16 = fpext float %15 to double, !dbg !136
  %17 = fpext float %12 to double, !dbg !136
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i32 0, i32 0), double noundef %17, double noundef %16), !dbg !136
  %19 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !137, !tbaa !138
  %20 = getelementptr inbounds %struct.Self, %struct.Self* %19, i32 0, i32 1, !dbg !137
  %21 = load i32*, i32** %20, align 4, !dbg !137, !tbaa !141
  %22 = load i32, i32* %21, align 4, !dbg !137, !tbaa !64
  %23 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !137, !tbaa !138
  %24 = getelementptr inbounds %struct.Self, %struct.Self* %23, i32 0, i32 1, !dbg !137
  %25 = load i32*, i32** %24, align 4, !dbg !137, !tbaa !141
  %26 = load i32, i32* %25, align 4, !dbg !137, !tbaa !64
  %27 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !dbg !137, !tbaa !64
  %28 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !137, !tbaa !64
  %29 = add nsw i32 %28, %27, !dbg !137
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %29, i32 noundef 32, i32 noundef %26, i32 noundef %22, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i32 0, i32 1), i32 noundef 1), !dbg !137
  %31 = load i32, i32* @ctor_ran, align 4, !dbg !142, !tbaa !64
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %31), !dbg !142
  %33 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !143
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 0, i32 0), i32 noundef 506, i32 noundef %33), !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local i64 @__divsc3(float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !145 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !150, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %0, metadata !151, metadata !DIExpression()), !dbg !152
  %3 = icmp eq i32 %0, 0, !dbg !153
  br i1 %3, label %4, label %7, !dbg !153, !prof !154

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !155
  ret i32 %6, !dbg !157

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !150, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %9, metadata !151, metadata !DIExpression()), !dbg !152
  %10 = icmp eq i32 %8, 0, !dbg !158
  br i1 %10, label %11, label %15, !dbg !158

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %12, metadata !150, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %13, metadata !151, metadata !DIExpression()), !dbg !152
  %14 = icmp eq i32 %13, 0, !dbg !153
  br i1 %14, label %4, label %7, !dbg !153, !prof !154

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !159
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16), !dbg !159
  br label %11, !dbg !159
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!12, !18, !22, !26, !0, !32, !42, !47}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!19 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 128, elements: !40)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 64, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !35, file: !3, line: 40, baseType: !38, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !35, file: !3, line: 40, baseType: !25, size: 32, offset: 32)
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
!56 = !{i32 1, !"NumRegisterParameters", i32 0}
!57 = !{i32 2, !"CodeView", i32 1}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 2}
!60 = !{!"Debian clang version 14.0.6"}
!61 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!62 = !{}
!63 = !DILocation(line: 45, scope: !61)
!64 = !{!65, !65, i64 0}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!69 = !DILocation(line: 46, scope: !68)
!70 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!71 = !DILocation(line: 47, scope: !70)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !73, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!5}
!75 = !{!76, !84, !89, !96, !105, !107, !108, !110, !112, !113, !115, !116, !117, !118, !119, !120, !122, !123}
!76 = !DILocalVariable(name: "f", scope: !72, file: !3, line: 85, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !78)
!78 = !{!79, !81, !82, !83}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !77, file: !3, line: 15, baseType: !80, size: 1, flags: DIFlagBitField, extraData: i64 0)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !77, file: !3, line: 16, baseType: !80, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !77, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !77, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!84 = !DILocalVariable(name: "bytes", scope: !72, file: !3, line: 89, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 56, elements: !87)
!86 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!87 = !{!88}
!88 = !DISubrange(count: 7)
!89 = !DILocalVariable(name: "wire", scope: !72, file: !3, line: 90, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !90, file: !3, line: 23, baseType: !17, size: 8)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !90, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !90, file: !3, line: 25, baseType: !95, size: 16, offset: 40)
!95 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!96 = !DILocalVariable(name: "m", scope: !72, file: !3, line: 94, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 32)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !99)
!99 = !{!100, !101}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !98, file: !3, line: 29, baseType: !5, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !98, file: !3, line: 30, baseType: !102, offset: 64)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: -1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 96, type: !5)
!106 = distinct !DILexicalBlock(scope: !72, file: !3, line: 96)
!107 = !DILocalVariable(name: "lit", scope: !72, file: !3, line: 101, type: !25)
!108 = !DILocalVariable(name: "fp", scope: !72, file: !3, line: 104, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 32)
!110 = !DILocalVariable(name: "_a", scope: !111, file: !3, line: 108, type: !8)
!111 = distinct !DILexicalBlock(scope: !72, file: !3, line: 108)
!112 = !DILocalVariable(name: "_b", scope: !111, file: !3, line: 108, type: !8)
!113 = !DILocalVariable(name: "_a", scope: !114, file: !3, line: 108, type: !5)
!114 = distinct !DILexicalBlock(scope: !72, file: !3, line: 108)
!115 = !DILocalVariable(name: "_b", scope: !114, file: !3, line: 108, type: !5)
!116 = !DILocalVariable(name: "res", scope: !72, file: !3, line: 110, type: !5)
!117 = !DILocalVariable(name: "ovf", scope: !72, file: !3, line: 111, type: !5)
!118 = !DILocalVariable(name: "ures", scope: !72, file: !3, line: 112, type: !6)
!119 = !DILocalVariable(name: "uovf", scope: !72, file: !3, line: 113, type: !5)
!120 = !DILocalVariable(name: "z", scope: !72, file: !3, line: 116, type: !121)
!121 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!122 = !DILocalVariable(name: "z2", scope: !72, file: !3, line: 117, type: !121)
!123 = !DILocalVariable(name: "fz", scope: !72, file: !3, line: 119, type: !124)
!124 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!125 = !DILocation(line: 0, scope: !72)
!126 = !DILocation(line: 87, scope: !72)
!127 = !DILocation(line: 92, scope: !72)
!128 = !DILocation(line: 97, scope: !72)
!129 = !DILocation(line: 103, scope: !72)
!130 = !DILocation(line: 105, scope: !72)
!131 = !DILocation(line: 107, scope: !72)
!132 = !DILocation(line: 108, scope: !72)
!133 = !DILocation(line: 114, scope: !72)
!134 = !DILocation(line: 118, scope: !72)
!135 = !DILocation(line: 120, scope: !72)
!136 = !DILocation(line: 121, scope: !72)
!137 = !DILocation(line: 123, scope: !72)
!138 = !{!139, !140, i64 0}
!139 = !{!"Self", !140, i64 0, !140, i64 4}
!140 = !{!"any pointer", !66, i64 0}
!141 = !{!139, !140, i64 4}
!142 = !DILocation(line: 125, scope: !72)
!143 = !DILocation(line: 126, scope: !72)
!144 = !DILocation(line: 127, scope: !72)
!145 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !146, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !149)
!146 = !DISubroutineType(types: !147)
!147 = !{!148, !148, !148}
!148 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!149 = !{!150, !151}
!150 = !DILocalVariable(name: "n", arg: 2, scope: !145, file: !3, line: 78, type: !148)
!151 = !DILocalVariable(name: "m", arg: 1, scope: !145, file: !3, line: 78, type: !148)
!152 = !DILocation(line: 0, scope: !145)
!153 = !DILocation(line: 79, scope: !145)
!154 = !{!"branch_weights", i32 1, i32 2000}
!155 = !DILocation(line: 79, scope: !156)
!156 = distinct !DILexicalBlock(scope: !145, file: !3, line: 79)
!157 = !DILocation(line: 82, scope: !145)
!158 = !DILocation(line: 80, scope: !145)
!159 = !DILocation(line: 81, scope: !145)

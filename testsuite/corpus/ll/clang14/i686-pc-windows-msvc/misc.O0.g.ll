; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i32, i64 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

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

@ctor_ran = internal global i32 0, align 4, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 1
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 1
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 1
@constinit = private global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
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
@hook = internal constant void ()* null, align 4, !dbg !26
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4, !dbg !32
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4, !dbg !42
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 !dbg !62 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !64
  %2 = add nsw i32 %1, 1, !dbg !64
  store i32 %2, i32* @ctor_ran, align 4, !dbg !64
  ret void, !dbg !64
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 !dbg !65 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !66
  %2 = mul nsw i32 %1, 10, !dbg !66
  store i32 %2, i32* @ctor_ran, align 4, !dbg !66
  ret void, !dbg !66
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 !dbg !67 {
  ret void, !dbg !68
}

; Function Attrs: noinline optnone
define dso_local i32 @main() #1 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 4
  %10 = alloca %struct.Flags, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 8
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !72, metadata !DIExpression()), !dbg !80
  %26 = bitcast %struct.Flags* %2 to i8*, !dbg !80
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %26, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 16, i1 false), !dbg !80
  %27 = bitcast %struct.Flags* %2 to i32*, !dbg !81
  %28 = load i32, i32* %27, align 8, !dbg !81
  %29 = shl i32 %28, 23, !dbg !81
  %30 = ashr i32 %29, 27, !dbg !81
  %31 = add nsw i32 %30, 2, !dbg !81
  %32 = load i32, i32* %27, align 8, !dbg !81
  %33 = and i32 %31, 31, !dbg !81
  %34 = shl i32 %33, 4, !dbg !81
  %35 = and i32 %32, -497, !dbg !81
  %36 = or i32 %35, %34, !dbg !81
  store i32 %36, i32* %27, align 8, !dbg !81
  %37 = shl i32 %33, 27, !dbg !81
  %38 = ashr i32 %37, 27, !dbg !81
  %39 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !82
  %40 = load i64, i64* %39, align 8, !dbg !82
  %41 = and i64 %40, 1099511627775, !dbg !82
  %42 = bitcast %struct.Flags* %2 to i32*, !dbg !82
  %43 = load i32, i32* %42, align 8, !dbg !82
  %44 = shl i32 %43, 23, !dbg !82
  %45 = ashr i32 %44, 27, !dbg !82
  %46 = bitcast %struct.Flags* %2 to i32*, !dbg !82
  %47 = load i32, i32* %46, align 8, !dbg !82
  %48 = lshr i32 %47, 1, !dbg !82
  %49 = and i32 %48, 7, !dbg !82
  %50 = bitcast %struct.Flags* %2 to i32*, !dbg !82
  %51 = load i32, i32* %50, align 8, !dbg !82
  %52 = and i32 %51, 1, !dbg !82
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %52, i32 noundef %49, i32 noundef %45, i64 noundef %41, i32 noundef 16), !dbg !82
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !83, metadata !DIExpression()), !dbg !88
  %54 = bitcast [7 x i8]* %3 to i8*, !dbg !88
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %54, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false), !dbg !88
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !89, metadata !DIExpression()), !dbg !96
  %55 = bitcast %struct.Wire* %4 to i8*, !dbg !97
  %56 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0, !dbg !97
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %55, i8* align 1 %56, i32 7, i1 false), !dbg !97
  %57 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !98
  %58 = load i16, i16* %57, align 1, !dbg !98
  %59 = zext i16 %58 to i32, !dbg !98
  %60 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !98
  %61 = load i32, i32* %60, align 1, !dbg !98
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !98
  %63 = load i8, i8* %62, align 1, !dbg !98
  %64 = sext i8 %63 to i32, !dbg !98
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %64, i32 noundef %61, i32 noundef %59, i32 noundef 7), !dbg !98
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !99, metadata !DIExpression()), !dbg !108
  %66 = call i8* @malloc(i32 noundef 40), !dbg !108
  %67 = bitcast i8* %66 to %struct.Msg*, !dbg !108
  store %struct.Msg* %67, %struct.Msg** %5, align 4, !dbg !108
  %68 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !109
  %69 = getelementptr inbounds %struct.Msg, %struct.Msg* %68, i32 0, i32 0, !dbg !109
  store i32 4, i32* %69, align 8, !dbg !109
  call void @llvm.dbg.declare(metadata i32* %6, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %6, align 4, !dbg !112
  br label %70, !dbg !112

70:                                               ; preds = %84, %0
  %71 = load i32, i32* %6, align 4, !dbg !112
  %72 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !112
  %73 = getelementptr inbounds %struct.Msg, %struct.Msg* %72, i32 0, i32 0, !dbg !112
  %74 = load i32, i32* %73, align 8, !dbg !112
  %75 = icmp slt i32 %71, %74, !dbg !112
  br i1 %75, label %76, label %87, !dbg !112

76:                                               ; preds = %70
  %77 = load i32, i32* %6, align 4, !dbg !113
  %78 = sitofp i32 %77 to double, !dbg !113
  %79 = fdiv double %78, 4.000000e+00, !dbg !113
  %80 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !113
  %81 = getelementptr inbounds %struct.Msg, %struct.Msg* %80, i32 0, i32 1, !dbg !113
  %82 = load i32, i32* %6, align 4, !dbg !113
  %83 = getelementptr inbounds [0 x double], [0 x double]* %81, i32 0, i32 %82, !dbg !113
  store double %79, double* %83, align 8, !dbg !113
  br label %84, !dbg !113

84:                                               ; preds = %76
  %85 = load i32, i32* %6, align 4, !dbg !113
  %86 = add nsw i32 %85, 1, !dbg !113
  store i32 %86, i32* %6, align 4, !dbg !113
  br label %70, !dbg !113, !llvm.loop !115

87:                                               ; preds = %70
  %88 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !117
  %89 = getelementptr inbounds %struct.Msg, %struct.Msg* %88, i32 0, i32 1, !dbg !117
  %90 = getelementptr inbounds [0 x double], [0 x double]* %89, i32 0, i32 3, !dbg !117
  %91 = load double, double* %90, align 8, !dbg !117
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef %91), !dbg !117
  %93 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !118
  %94 = bitcast %struct.Msg* %93 to i8*, !dbg !118
  call void @llvm.memset.p0i8.i32(i8* align 8 %94, i8 0, i32 8, i1 false), !dbg !118
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4, !dbg !119
  %96 = bitcast %struct.Msg* %95 to i8*, !dbg !119
  call void @free(i8* noundef %96), !dbg !119
  call void @llvm.dbg.declare(metadata i32** %7, metadata !120, metadata !DIExpression()), !dbg !121
  %97 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !121
  %98 = bitcast [8 x i32]* %8 to i8*, !dbg !121
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %98, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false), !dbg !121
  %99 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0, !dbg !121
  store i32* %99, i32** %7, align 4, !dbg !121
  %100 = load i32*, i32** %7, align 4, !dbg !122
  %101 = bitcast i32* %100 to i8*, !dbg !122
  call void @sort(i8* noundef %101, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !122
  %102 = load i32*, i32** %7, align 4, !dbg !123
  %103 = getelementptr inbounds i32, i32* %102, i32 7, !dbg !123
  %104 = load i32, i32* %103, align 4, !dbg !123
  %105 = load i32*, i32** %7, align 4, !dbg !123
  %106 = getelementptr inbounds i32, i32* %105, i32 1, !dbg !123
  %107 = load i32, i32* %106, align 4, !dbg !123
  %108 = load i32*, i32** %7, align 4, !dbg !123
  %109 = getelementptr inbounds i32, i32* %108, i32 0, !dbg !123
  %110 = load i32, i32* %109, align 4, !dbg !123
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %110, i32 noundef %107, i32 noundef %104), !dbg !123
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !124, metadata !DIExpression()), !dbg !126
  %112 = bitcast %struct.Flags* %10 to i32*, !dbg !126
  %113 = load i32, i32* %112, align 8, !dbg !126
  %114 = and i32 %113, -2, !dbg !126
  %115 = or i32 %114, 0, !dbg !126
  store i32 %115, i32* %112, align 8, !dbg !126
  %116 = bitcast %struct.Flags* %10 to i32*, !dbg !126
  %117 = load i32, i32* %116, align 8, !dbg !126
  %118 = and i32 %117, -15, !dbg !126
  %119 = or i32 %118, 4, !dbg !126
  store i32 %119, i32* %116, align 8, !dbg !126
  %120 = bitcast %struct.Flags* %10 to i32*, !dbg !126
  %121 = load i32, i32* %120, align 8, !dbg !126
  %122 = and i32 %121, -497, !dbg !126
  %123 = or i32 %122, 0, !dbg !126
  store i32 %123, i32* %120, align 8, !dbg !126
  %124 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !126
  %125 = load i64, i64* %124, align 8, !dbg !126
  %126 = and i64 %125, -1099511627776, !dbg !126
  %127 = or i64 %126, 0, !dbg !126
  store i64 %127, i64* %124, align 8, !dbg !126
  store %struct.Flags* %10, %struct.Flags** %9, align 4, !dbg !126
  %128 = load %struct.Flags*, %struct.Flags** %9, align 4, !dbg !127
  %129 = bitcast %struct.Flags* %128 to i32*, !dbg !127
  %130 = load i32, i32* %129, align 8, !dbg !127
  %131 = lshr i32 %130, 1, !dbg !127
  %132 = and i32 %131, 7, !dbg !127
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %132), !dbg !127
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i32 0, i32 0)), !dbg !128
  call void @llvm.dbg.declare(metadata double* %11, metadata !129, metadata !DIExpression()), !dbg !131
  store double 2.500000e+00, double* %11, align 8, !dbg !131
  call void @llvm.dbg.declare(metadata double* %12, metadata !132, metadata !DIExpression()), !dbg !131
  store double -1.000000e+00, double* %12, align 8, !dbg !131
  %135 = load double, double* %11, align 8, !dbg !131
  %136 = load double, double* %12, align 8, !dbg !131
  %137 = fcmp ogt double %135, %136, !dbg !131
  br i1 %137, label %138, label %140, !dbg !131

138:                                              ; preds = %87
  %139 = load double, double* %11, align 8, !dbg !131
  br label %142, !dbg !131

140:                                              ; preds = %87
  %141 = load double, double* %12, align 8, !dbg !131
  br label %142, !dbg !131

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ], !dbg !131
  store double %143, double* %13, align 8, !dbg !131
  %144 = load double, double* %13, align 8, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %14, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 3, i32* %14, align 4, !dbg !135
  call void @llvm.dbg.declare(metadata i32* %15, metadata !136, metadata !DIExpression()), !dbg !135
  store i32 8, i32* %15, align 4, !dbg !135
  %145 = load i32, i32* %14, align 4, !dbg !135
  %146 = load i32, i32* %15, align 4, !dbg !135
  %147 = icmp sgt i32 %145, %146, !dbg !135
  br i1 %147, label %148, label %150, !dbg !135

148:                                              ; preds = %142
  %149 = load i32, i32* %14, align 4, !dbg !135
  br label %152, !dbg !135

150:                                              ; preds = %142
  %151 = load i32, i32* %15, align 4, !dbg !135
  br label %152, !dbg !135

152:                                              ; preds = %150, %148
  %153 = phi i32 [ %149, %148 ], [ %151, %150 ], !dbg !135
  store i32 %153, i32* %16, align 4, !dbg !135
  %154 = load i32, i32* %16, align 4, !dbg !135
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %154, double noundef %144), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %17, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %18, metadata !140, metadata !DIExpression()), !dbg !141
  %156 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !141
  %157 = extractvalue { i32, i1 } %156, 1, !dbg !141
  %158 = extractvalue { i32, i1 } %156, 0, !dbg !141
  store i32 %158, i32* %17, align 4, !dbg !141
  %159 = zext i1 %157 to i32, !dbg !141
  store i32 %159, i32* %18, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata i64* %19, metadata !142, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %20, metadata !144, metadata !DIExpression()), !dbg !145
  %160 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !145
  %161 = extractvalue { i64, i1 } %160, 1, !dbg !145
  %162 = extractvalue { i64, i1 } %160, 0, !dbg !145
  store i64 %162, i64* %19, align 8, !dbg !145
  %163 = zext i1 %161 to i32, !dbg !145
  store i32 %163, i32* %20, align 4, !dbg !145
  %164 = load i32, i32* %20, align 4, !dbg !146
  %165 = load i32, i32* %17, align 4, !dbg !146
  %166 = load i32, i32* %18, align 4, !dbg !146
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %166, i32 noundef %165, i32 noundef %164), !dbg !146
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !147, metadata !DIExpression()), !dbg !149
  %168 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !149
  %169 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !149
  store double 1.000000e+00, double* %168, align 8, !dbg !149
  store double 2.000000e+00, double* %169, align 8, !dbg !149
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !150, metadata !DIExpression()), !dbg !151
  %170 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !151
  %171 = load double, double* %170, align 8, !dbg !151
  %172 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !151
  %173 = load double, double* %172, align 8, !dbg !151
  %174 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !151
  %175 = load double, double* %174, align 8, !dbg !151
  %176 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !151
  %177 = load double, double* %176, align 8, !dbg !151
  %178 = fmul double %171, %175, !dbg !151
  %179 = fmul double %173, %177, !dbg !151
  %180 = fmul double %171, %177, !dbg !151
  %181 = fmul double %173, %175, !dbg !151
  %182 = fsub double %178, %179, !dbg !151
  %183 = fadd double %180, %181, !dbg !151
  %184 = fcmp uno double %182, %182, !dbg !151
  br i1 %184, label %185, label %192, !dbg !151, !prof !152

185:                                              ; preds = %152
  %186 = fcmp uno double %183, %183, !dbg !151
  br i1 %186, label %187, label %192, !dbg !151, !prof !152

187:                                              ; preds = %185
  call void @__muldc3({ double, double }* sret({ double, double }) align 8 %23, double noundef %171, double noundef %173, double noundef %175, double noundef %177) #7, !dbg !151
  %188 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0, !dbg !151
  %189 = load double, double* %188, align 8, !dbg !151
  %190 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1, !dbg !151
  %191 = load double, double* %190, align 8, !dbg !151
  br label %192, !dbg !151

192:                                              ; preds = %187, %185, %152
  %193 = phi double [ %182, %152 ], [ %182, %185 ], [ %189, %187 ], !dbg !151
  %194 = phi double [ %183, %152 ], [ %183, %185 ], [ %191, %187 ], !dbg !151
  %195 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !151
  %196 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !151
  store double %193, double* %195, align 8, !dbg !151
  store double %194, double* %196, align 8, !dbg !151
  %197 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !153
  %198 = load double, double* %197, align 8, !dbg !153
  %199 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !153
  %200 = load double, double* %199, align 8, !dbg !153
  %201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i32 0, i32 0), double noundef %200, double noundef %198), !dbg !153
  call void @llvm.dbg.declare(metadata { float, float }* %24, metadata !154, metadata !DIExpression()), !dbg !156
  %202 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !156
  %203 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !156
  store float 1.000000e+00, float* %202, align 4, !dbg !156
  store float -1.000000e+00, float* %203, align 4, !dbg !156
  %204 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !157
  %205 = load float, float* %204, align 4, !dbg !157
  %206 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !157
  %207 = load float, float* %206, align 4, !dbg !157
  %208 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !157
  %209 = load float, float* %208, align 4, !dbg !157
  %210 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !157
  %211 = load float, float* %210, align 4, !dbg !157
  %212 = fadd float %209, 1.000000e+00, !dbg !157
  %213 = call i64 @__divsc3(float noundef %205, float noundef %207, float noundef %212, float noundef %211) #7, !dbg !157
  %214 = bitcast { float, float }* %25 to i64*, !dbg !157
  store i64 %213, i64* %214, align 4, !dbg !157
  %215 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0, !dbg !157
  %216 = load float, float* %215, align 4, !dbg !157
  %217 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1, !dbg !157
  %218 = load float, float* %217, align 4, !dbg !157
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !157
  %220 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !157
  store float %216, float* %219, align 4, !dbg !157
  store float %218, float* %220, align 4, !dbg !157
  %221 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1, !dbg !158
  %222 = load float, float* %221, align 4, !dbg !158
  %223 = fpext float %222 to double, !dbg !158
  %224 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0, !dbg !158
  %225 = load float, float* %224, align 4, !dbg !158
  %226 = fpext float %225 to double, !dbg !158
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i32 0, i32 0), double noundef %226, double noundef %223), !dbg !158
  %228 = load void ()*, void ()** @hook, align 4, !dbg !159
  %229 = icmp eq void ()* %228, null, !dbg !159
  %230 = zext i1 %229 to i32, !dbg !159
  %231 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4, !dbg !159
  %232 = getelementptr inbounds %struct.Self, %struct.Self* %231, i32 0, i32 1, !dbg !159
  %233 = load i32*, i32** %232, align 4, !dbg !159
  %234 = load i32, i32* %233, align 4, !dbg !159
  %235 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4, !dbg !159
  %236 = getelementptr inbounds %struct.Self, %struct.Self* %235, i32 0, i32 1, !dbg !159
  %237 = load i32*, i32** %236, align 4, !dbg !159
  %238 = load i32, i32* %237, align 4, !dbg !159
  %239 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !159
  %240 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4, !dbg !159
  %241 = add nsw i32 %239, %240, !dbg !159
  %242 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %241, i32 noundef 32, i32 noundef %238, i32 noundef %234, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i32 0, i64 1), i32 noundef %230), !dbg !159
  %243 = load i32, i32* @ctor_ran, align 4, !dbg !160
  %244 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8, !dbg !160
  %245 = fpext float %244 to double, !dbg !160
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %245, i32 noundef 32, i32 noundef %243), !dbg !160
  %247 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !161
  %248 = call i32 @vla_sum(i32 noundef 12), !dbg !161
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 0, i32 0), i32 noundef %248, i32 noundef %247), !dbg !161
  ret i32 0, !dbg !162
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local i8* @malloc(i32 noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

declare dso_local void @free(i8* noundef) #4

; Function Attrs: noinline optnone
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !163 {
  %5 = alloca i32 (i8*, i8*)*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %5, align 4
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %5, metadata !172, metadata !DIExpression()), !dbg !173
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !174, metadata !DIExpression()), !dbg !173
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !175, metadata !DIExpression()), !dbg !173
  store i8* %0, i8** %8, align 4
  call void @llvm.dbg.declare(metadata i8** %8, metadata !176, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.declare(metadata i8** %9, metadata !177, metadata !DIExpression()), !dbg !179
  %13 = load i8*, i8** %8, align 4, !dbg !179
  store i8* %13, i8** %9, align 4, !dbg !179
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata i32* %11, metadata !185, metadata !DIExpression()), !dbg !187
  store i32 1, i32* %11, align 4, !dbg !187
  br label %14, !dbg !187

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4, !dbg !187
  %16 = load i32, i32* %7, align 4, !dbg !187
  %17 = icmp slt i32 %15, %16, !dbg !187
  br i1 %17, label %18, label %75, !dbg !187

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !188, metadata !DIExpression()), !dbg !191
  %19 = load i32, i32* %11, align 4, !dbg !191
  store i32 %19, i32* %12, align 4, !dbg !191
  br label %20, !dbg !191

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4, !dbg !191
  %22 = icmp sgt i32 %21, 0, !dbg !191
  br i1 %22, label %23, label %38, !dbg !191

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %5, align 4, !dbg !191
  %25 = load i8*, i8** %9, align 4, !dbg !191
  %26 = load i32, i32* %12, align 4, !dbg !191
  %27 = load i32, i32* %6, align 4, !dbg !191
  %28 = mul nsw i32 %26, %27, !dbg !191
  %29 = getelementptr inbounds i8, i8* %25, i32 %28, !dbg !191
  %30 = load i8*, i8** %9, align 4, !dbg !191
  %31 = load i32, i32* %12, align 4, !dbg !191
  %32 = sub nsw i32 %31, 1, !dbg !191
  %33 = load i32, i32* %6, align 4, !dbg !191
  %34 = mul nsw i32 %32, %33, !dbg !191
  %35 = getelementptr inbounds i8, i8* %30, i32 %34, !dbg !191
  %36 = call i32 %24(i8* noundef %35, i8* noundef %29), !dbg !191
  %37 = icmp sgt i32 %36, 0, !dbg !191
  br label %38, !dbg !191

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ], !dbg !191
  br i1 %39, label %40, label %71, !dbg !191

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !192
  %42 = load i8*, i8** %9, align 4, !dbg !192
  %43 = load i32, i32* %12, align 4, !dbg !192
  %44 = load i32, i32* %6, align 4, !dbg !192
  %45 = mul nsw i32 %43, %44, !dbg !192
  %46 = getelementptr inbounds i8, i8* %42, i32 %45, !dbg !192
  %47 = load i32, i32* %6, align 4, !dbg !192
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false), !dbg !192
  %48 = load i8*, i8** %9, align 4, !dbg !195
  %49 = load i32, i32* %12, align 4, !dbg !195
  %50 = load i32, i32* %6, align 4, !dbg !195
  %51 = mul nsw i32 %49, %50, !dbg !195
  %52 = getelementptr inbounds i8, i8* %48, i32 %51, !dbg !195
  %53 = load i8*, i8** %9, align 4, !dbg !195
  %54 = load i32, i32* %12, align 4, !dbg !195
  %55 = sub nsw i32 %54, 1, !dbg !195
  %56 = load i32, i32* %6, align 4, !dbg !195
  %57 = mul nsw i32 %55, %56, !dbg !195
  %58 = getelementptr inbounds i8, i8* %53, i32 %57, !dbg !195
  %59 = load i32, i32* %6, align 4, !dbg !195
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false), !dbg !195
  %60 = load i8*, i8** %9, align 4, !dbg !196
  %61 = load i32, i32* %12, align 4, !dbg !196
  %62 = sub nsw i32 %61, 1, !dbg !196
  %63 = load i32, i32* %6, align 4, !dbg !196
  %64 = mul nsw i32 %62, %63, !dbg !196
  %65 = getelementptr inbounds i8, i8* %60, i32 %64, !dbg !196
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0, !dbg !196
  %67 = load i32, i32* %6, align 4, !dbg !196
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false), !dbg !196
  br label %68, !dbg !197

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4, !dbg !198
  %70 = add nsw i32 %69, -1, !dbg !198
  store i32 %70, i32* %12, align 4, !dbg !198
  br label %20, !dbg !198, !llvm.loop !199

71:                                               ; preds = %38
  br label %72, !dbg !200

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !201
  %74 = add nsw i32 %73, 1, !dbg !201
  store i32 %74, i32* %11, align 4, !dbg !201
  br label %14, !dbg !201, !llvm.loop !202

75:                                               ; preds = %14
  ret void, !dbg !204
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !205 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %1, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !206, metadata !DIExpression()), !dbg !207
  store i8* %0, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !208, metadata !DIExpression()), !dbg !207
  %5 = load i8*, i8** %3, align 4, !dbg !207
  %6 = bitcast i8* %5 to i32*, !dbg !207
  %7 = load i32, i32* %6, align 4, !dbg !207
  %8 = load i8*, i8** %4, align 4, !dbg !207
  %9 = bitcast i8* %8 to i32*, !dbg !207
  %10 = load i32, i32* %9, align 4, !dbg !207
  %11 = sub nsw i32 %7, %10, !dbg !207
  ret i32 %11, !dbg !207
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare dso_local void @__muldc3({ double, double }*, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !209 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !213, metadata !DIExpression()), !dbg !214
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !215, metadata !DIExpression()), !dbg !214
  %6 = load i32, i32* %5, align 4, !dbg !216
  %7 = icmp eq i32 %6, 0, !dbg !216
  br i1 %7, label %8, label %11, !dbg !216

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !217
  %10 = add i32 %9, 1, !dbg !217
  store i32 %10, i32* %3, align 4, !dbg !217
  br label %26, !dbg !217

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4, !dbg !219
  %13 = icmp eq i32 %12, 0, !dbg !219
  br i1 %13, label %14, label %18, !dbg !219

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4, !dbg !220
  %16 = sub i32 %15, 1, !dbg !220
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !220
  store i32 %17, i32* %3, align 4, !dbg !220
  br label %26, !dbg !220

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !222
  %20 = sub i32 %19, 1, !dbg !222
  %21 = load i32, i32* %5, align 4, !dbg !222
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20), !dbg !222
  %23 = load i32, i32* %5, align 4, !dbg !222
  %24 = sub i32 %23, 1, !dbg !222
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22), !dbg !222
  store i32 %25, i32* %3, align 4, !dbg !222
  br label %26, !dbg !222

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !223
  ret i32 %27, !dbg !223
}

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !224 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !227, metadata !DIExpression()), !dbg !228
  %10 = load i32, i32* %2, align 4, !dbg !229
  %11 = call i8* @llvm.stacksave(), !dbg !229
  store i8* %11, i8** %3, align 4, !dbg !229
  %12 = alloca i32, i32 %10, align 4, !dbg !229
  store i32 %10, i32* %4, align 4, !dbg !229
  call void @llvm.dbg.declare(metadata i32* %4, metadata !230, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.declare(metadata i32* %12, metadata !232, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.declare(metadata i32* %5, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %5, align 4, !dbg !238
  br label %13, !dbg !238

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4, !dbg !238
  %15 = load i32, i32* %2, align 4, !dbg !238
  %16 = icmp slt i32 %14, %15, !dbg !238
  br i1 %16, label %17, label %26, !dbg !238

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !239
  %19 = load i32, i32* %5, align 4, !dbg !239
  %20 = mul nsw i32 %18, %19, !dbg !239
  %21 = load i32, i32* %5, align 4, !dbg !239
  %22 = getelementptr inbounds i32, i32* %12, i32 %21, !dbg !239
  store i32 %20, i32* %22, align 4, !dbg !239
  br label %23, !dbg !239

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4, !dbg !239
  %25 = add nsw i32 %24, 1, !dbg !239
  store i32 %25, i32* %5, align 4, !dbg !239
  br label %13, !dbg !239, !llvm.loop !241

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %6, metadata !242, metadata !DIExpression()), !dbg !243
  store i32 0, i32* %6, align 4, !dbg !243
  call void @llvm.dbg.declare(metadata i32* %7, metadata !244, metadata !DIExpression()), !dbg !246
  store i32 0, i32* %7, align 4, !dbg !246
  br label %27, !dbg !246

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4, !dbg !246
  %29 = load i32, i32* %2, align 4, !dbg !246
  %30 = icmp slt i32 %28, %29, !dbg !246
  br i1 %30, label %31, label %50, !dbg !246

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4, !dbg !247
  %33 = add nsw i32 %32, 1, !dbg !247
  %34 = call i8* @llvm.stacksave(), !dbg !247
  store i8* %34, i8** %8, align 4, !dbg !247
  %35 = alloca i32, i32 %33, align 4, !dbg !247
  store i32 %33, i32* %9, align 4, !dbg !247
  call void @llvm.dbg.declare(metadata i32* %9, metadata !250, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.declare(metadata i32* %35, metadata !252, metadata !DIExpression()), !dbg !247
  %36 = load i32, i32* %7, align 4, !dbg !256
  %37 = getelementptr inbounds i32, i32* %12, i32 %36, !dbg !256
  %38 = load i32, i32* %37, align 4, !dbg !256
  %39 = load i32, i32* %7, align 4, !dbg !256
  %40 = getelementptr inbounds i32, i32* %35, i32 %39, !dbg !256
  store i32 %38, i32* %40, align 4, !dbg !256
  %41 = load i32, i32* %7, align 4, !dbg !257
  %42 = getelementptr inbounds i32, i32* %35, i32 %41, !dbg !257
  %43 = load i32, i32* %42, align 4, !dbg !257
  %44 = load i32, i32* %6, align 4, !dbg !257
  %45 = add nsw i32 %44, %43, !dbg !257
  store i32 %45, i32* %6, align 4, !dbg !257
  %46 = load i8*, i8** %8, align 4, !dbg !258
  call void @llvm.stackrestore(i8* %46), !dbg !258
  br label %47, !dbg !258

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4, !dbg !259
  %49 = add nsw i32 %48, 1, !dbg !259
  store i32 %49, i32* %7, align 4, !dbg !259
  br label %27, !dbg !259, !llvm.loop !260

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4, !dbg !262
  %52 = load i8*, i8** %3, align 4, !dbg !263
  call void @llvm.stackrestore(i8* %52), !dbg !263
  ret i32 %51, !dbg !263
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
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
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 14.0.6"}
!62 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!63 = !{}
!64 = !DILocation(line: 45, scope: !62)
!65 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!66 = !DILocation(line: 46, scope: !65)
!67 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!68 = !DILocation(line: 47, scope: !67)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !70, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!70 = !DISubroutineType(types: !71)
!71 = !{!5}
!72 = !DILocalVariable(name: "f", scope: !69, file: !3, line: 85, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !74)
!74 = !{!75, !77, !78, !79}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !73, file: !3, line: 15, baseType: !76, size: 1, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !73, file: !3, line: 16, baseType: !76, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !73, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !73, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!80 = !DILocation(line: 85, scope: !69)
!81 = !DILocation(line: 86, scope: !69)
!82 = !DILocation(line: 87, scope: !69)
!83 = !DILocalVariable(name: "bytes", scope: !69, file: !3, line: 89, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 56, elements: !86)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !{!87}
!87 = !DISubrange(count: 7)
!88 = !DILocation(line: 89, scope: !69)
!89 = !DILocalVariable(name: "wire", scope: !69, file: !3, line: 90, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !90, file: !3, line: 23, baseType: !17, size: 8)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !90, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !90, file: !3, line: 25, baseType: !95, size: 16, offset: 40)
!95 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!96 = !DILocation(line: 90, scope: !69)
!97 = !DILocation(line: 91, scope: !69)
!98 = !DILocation(line: 92, scope: !69)
!99 = !DILocalVariable(name: "m", scope: !69, file: !3, line: 94, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 32)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !102)
!102 = !{!103, !104}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !101, file: !3, line: 29, baseType: !5, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !101, file: !3, line: 30, baseType: !105, offset: 64)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: -1)
!108 = !DILocation(line: 94, scope: !69)
!109 = !DILocation(line: 95, scope: !69)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 96, type: !5)
!111 = distinct !DILexicalBlock(scope: !69, file: !3, line: 96)
!112 = !DILocation(line: 96, scope: !111)
!113 = !DILocation(line: 96, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 96)
!115 = distinct !{!115, !112, !112, !116}
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 97, scope: !69)
!118 = !DILocation(line: 98, scope: !69)
!119 = !DILocation(line: 99, scope: !69)
!120 = !DILocalVariable(name: "lit", scope: !69, file: !3, line: 101, type: !25)
!121 = !DILocation(line: 101, scope: !69)
!122 = !DILocation(line: 102, scope: !69)
!123 = !DILocation(line: 103, scope: !69)
!124 = !DILocalVariable(name: "fp", scope: !69, file: !3, line: 104, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 32)
!126 = !DILocation(line: 104, scope: !69)
!127 = !DILocation(line: 105, scope: !69)
!128 = !DILocation(line: 107, scope: !69)
!129 = !DILocalVariable(name: "_a", scope: !130, file: !3, line: 108, type: !8)
!130 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108)
!131 = !DILocation(line: 108, scope: !130)
!132 = !DILocalVariable(name: "_b", scope: !130, file: !3, line: 108, type: !8)
!133 = !DILocalVariable(name: "_a", scope: !134, file: !3, line: 108, type: !5)
!134 = distinct !DILexicalBlock(scope: !69, file: !3, line: 108)
!135 = !DILocation(line: 108, scope: !134)
!136 = !DILocalVariable(name: "_b", scope: !134, file: !3, line: 108, type: !5)
!137 = !DILocation(line: 108, scope: !69)
!138 = !DILocalVariable(name: "res", scope: !69, file: !3, line: 110, type: !5)
!139 = !DILocation(line: 110, scope: !69)
!140 = !DILocalVariable(name: "ovf", scope: !69, file: !3, line: 111, type: !5)
!141 = !DILocation(line: 111, scope: !69)
!142 = !DILocalVariable(name: "ures", scope: !69, file: !3, line: 112, type: !6)
!143 = !DILocation(line: 112, scope: !69)
!144 = !DILocalVariable(name: "uovf", scope: !69, file: !3, line: 113, type: !5)
!145 = !DILocation(line: 113, scope: !69)
!146 = !DILocation(line: 114, scope: !69)
!147 = !DILocalVariable(name: "z", scope: !69, file: !3, line: 116, type: !148)
!148 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!149 = !DILocation(line: 116, scope: !69)
!150 = !DILocalVariable(name: "z2", scope: !69, file: !3, line: 117, type: !148)
!151 = !DILocation(line: 117, scope: !69)
!152 = !{!"branch_weights", i32 1, i32 1048575}
!153 = !DILocation(line: 118, scope: !69)
!154 = !DILocalVariable(name: "fz", scope: !69, file: !3, line: 119, type: !155)
!155 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!156 = !DILocation(line: 119, scope: !69)
!157 = !DILocation(line: 120, scope: !69)
!158 = !DILocation(line: 121, scope: !69)
!159 = !DILocation(line: 123, scope: !69)
!160 = !DILocation(line: 125, scope: !69)
!161 = !DILocation(line: 126, scope: !69)
!162 = !DILocation(line: 127, scope: !69)
!163 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !164, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166, !5, !5, !167}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 32)
!168 = !DISubroutineType(types: !169)
!169 = !{!5, !170, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 32)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!172 = !DILocalVariable(name: "cmp", arg: 4, scope: !163, file: !3, line: 66, type: !167)
!173 = !DILocation(line: 66, scope: !163)
!174 = !DILocalVariable(name: "size", arg: 3, scope: !163, file: !3, line: 66, type: !5)
!175 = !DILocalVariable(name: "n", arg: 2, scope: !163, file: !3, line: 66, type: !5)
!176 = !DILocalVariable(name: "base", arg: 1, scope: !163, file: !3, line: 66, type: !166)
!177 = !DILocalVariable(name: "b", scope: !163, file: !3, line: 67, type: !178)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 32)
!179 = !DILocation(line: 67, scope: !163)
!180 = !DILocalVariable(name: "tmp", scope: !163, file: !3, line: 68, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 64)
!184 = !DILocation(line: 68, scope: !163)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 69, type: !5)
!186 = distinct !DILexicalBlock(scope: !163, file: !3, line: 69)
!187 = !DILocation(line: 69, scope: !186)
!188 = !DILocalVariable(name: "j", scope: !189, file: !3, line: 70, type: !5)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 70)
!190 = distinct !DILexicalBlock(scope: !186, file: !3, line: 69)
!191 = !DILocation(line: 70, scope: !189)
!192 = !DILocation(line: 71, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 70)
!194 = distinct !DILexicalBlock(scope: !189, file: !3, line: 70)
!195 = !DILocation(line: 72, scope: !193)
!196 = !DILocation(line: 73, scope: !193)
!197 = !DILocation(line: 74, scope: !193)
!198 = !DILocation(line: 70, scope: !194)
!199 = distinct !{!199, !191, !200, !116}
!200 = !DILocation(line: 74, scope: !189)
!201 = !DILocation(line: 69, scope: !190)
!202 = distinct !{!202, !187, !203, !116}
!203 = !DILocation(line: 74, scope: !186)
!204 = !DILocation(line: 75, scope: !163)
!205 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !168, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!206 = !DILocalVariable(name: "b", arg: 2, scope: !205, file: !3, line: 76, type: !170)
!207 = !DILocation(line: 76, scope: !205)
!208 = !DILocalVariable(name: "a", arg: 1, scope: !205, file: !3, line: 76, type: !170)
!209 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !210, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!210 = !DISubroutineType(types: !211)
!211 = !{!212, !212, !212}
!212 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!213 = !DILocalVariable(name: "n", arg: 2, scope: !209, file: !3, line: 78, type: !212)
!214 = !DILocation(line: 78, scope: !209)
!215 = !DILocalVariable(name: "m", arg: 1, scope: !209, file: !3, line: 78, type: !212)
!216 = !DILocation(line: 79, scope: !209)
!217 = !DILocation(line: 79, scope: !218)
!218 = distinct !DILexicalBlock(scope: !209, file: !3, line: 79)
!219 = !DILocation(line: 80, scope: !209)
!220 = !DILocation(line: 80, scope: !221)
!221 = distinct !DILexicalBlock(scope: !209, file: !3, line: 80)
!222 = !DILocation(line: 81, scope: !209)
!223 = !DILocation(line: 82, scope: !209)
!224 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !225, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!225 = !DISubroutineType(types: !226)
!226 = !{!5, !5}
!227 = !DILocalVariable(name: "n", arg: 1, scope: !224, file: !3, line: 54, type: !5)
!228 = !DILocation(line: 54, scope: !224)
!229 = !DILocation(line: 55, scope: !224)
!230 = !DILocalVariable(name: "__vla_expr0", scope: !224, type: !76, flags: DIFlagArtificial)
!231 = !DILocation(line: 0, scope: !224)
!232 = !DILocalVariable(name: "v", scope: !224, file: !3, line: 55, type: !233)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !234)
!234 = !{!235}
!235 = !DISubrange(count: !230)
!236 = !DILocalVariable(name: "i", scope: !237, file: !3, line: 56, type: !5)
!237 = distinct !DILexicalBlock(scope: !224, file: !3, line: 56)
!238 = !DILocation(line: 56, scope: !237)
!239 = !DILocation(line: 56, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !3, line: 56)
!241 = distinct !{!241, !238, !238, !116}
!242 = !DILocalVariable(name: "s", scope: !224, file: !3, line: 57, type: !5)
!243 = !DILocation(line: 57, scope: !224)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 58, type: !5)
!245 = distinct !DILexicalBlock(scope: !224, file: !3, line: 58)
!246 = !DILocation(line: 58, scope: !245)
!247 = !DILocation(line: 59, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 58)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 58)
!250 = !DILocalVariable(name: "__vla_expr1", scope: !248, type: !76, flags: DIFlagArtificial)
!251 = !DILocation(line: 0, scope: !248)
!252 = !DILocalVariable(name: "w", scope: !248, file: !3, line: 59, type: !253)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !254)
!254 = !{!255}
!255 = !DISubrange(count: !250)
!256 = !DILocation(line: 60, scope: !248)
!257 = !DILocation(line: 61, scope: !248)
!258 = !DILocation(line: 62, scope: !248)
!259 = !DILocation(line: 58, scope: !249)
!260 = distinct !{!260, !246, !261, !116}
!261 = !DILocation(line: 62, scope: !245)
!262 = !DILocation(line: 63, scope: !224)
!263 = !DILocation(line: 64, scope: !224)

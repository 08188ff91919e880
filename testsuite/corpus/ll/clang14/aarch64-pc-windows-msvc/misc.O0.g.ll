; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 8
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 8
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 8
@constinit = private global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
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
@hook = internal constant void ()* null, align 8, !dbg !26
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 8, !dbg !32
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 8, !dbg !42
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 8
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !47
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 8
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 8
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !66 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !68
  %2 = add nsw i32 %1, 1, !dbg !68
  store i32 %2, i32* @ctor_ran, align 4, !dbg !68
  ret void, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !69 {
  %1 = load i32, i32* @ctor_ran, align 4, !dbg !70
  %2 = mul nsw i32 %1, 10, !dbg !70
  store i32 %2, i32* @ctor_ran, align 4, !dbg !70
  ret void, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !71 {
  ret void, !dbg !72
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 8
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
  %23 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Flags* %2, metadata !76, metadata !DIExpression()), !dbg !84
  %24 = bitcast %struct.Flags* %2 to i8*, !dbg !84
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false), !dbg !84
  %25 = bitcast %struct.Flags* %2 to i32*, !dbg !85
  %26 = load i32, i32* %25, align 8, !dbg !85
  %27 = shl i32 %26, 23, !dbg !85
  %28 = ashr i32 %27, 27, !dbg !85
  %29 = add nsw i32 %28, 2, !dbg !85
  %30 = load i32, i32* %25, align 8, !dbg !85
  %31 = and i32 %29, 31, !dbg !85
  %32 = shl i32 %31, 4, !dbg !85
  %33 = and i32 %30, -497, !dbg !85
  %34 = or i32 %33, %32, !dbg !85
  store i32 %34, i32* %25, align 8, !dbg !85
  %35 = shl i32 %31, 27, !dbg !85
  %36 = ashr i32 %35, 27, !dbg !85
  %37 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1, !dbg !86
  %38 = load i64, i64* %37, align 8, !dbg !86
  %39 = and i64 %38, 1099511627775, !dbg !86
  %40 = bitcast %struct.Flags* %2 to i32*, !dbg !86
  %41 = load i32, i32* %40, align 8, !dbg !86
  %42 = shl i32 %41, 23, !dbg !86
  %43 = ashr i32 %42, 27, !dbg !86
  %44 = bitcast %struct.Flags* %2 to i32*, !dbg !86
  %45 = load i32, i32* %44, align 8, !dbg !86
  %46 = lshr i32 %45, 1, !dbg !86
  %47 = and i32 %46, 7, !dbg !86
  %48 = bitcast %struct.Flags* %2 to i32*, !dbg !86
  %49 = load i32, i32* %48, align 8, !dbg !86
  %50 = and i32 %49, 1, !dbg !86
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %50, i32 noundef %47, i32 noundef %43, i64 noundef %39, i32 noundef 16), !dbg !86
  call void @llvm.dbg.declare(metadata [7 x i8]* %3, metadata !87, metadata !DIExpression()), !dbg !92
  %52 = bitcast [7 x i8]* %3 to i8*, !dbg !92
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %52, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false), !dbg !92
  call void @llvm.dbg.declare(metadata %struct.Wire* %4, metadata !93, metadata !DIExpression()), !dbg !100
  %53 = bitcast %struct.Wire* %4 to i8*, !dbg !101
  %54 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %53, i8* align 1 %54, i64 7, i1 false), !dbg !101
  %55 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2, !dbg !102
  %56 = load i16, i16* %55, align 1, !dbg !102
  %57 = zext i16 %56 to i32, !dbg !102
  %58 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1, !dbg !102
  %59 = load i32, i32* %58, align 1, !dbg !102
  %60 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0, !dbg !102
  %61 = load i8, i8* %60, align 1, !dbg !102
  %62 = sext i8 %61 to i32, !dbg !102
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %62, i32 noundef %59, i32 noundef %57, i32 noundef 7), !dbg !102
  call void @llvm.dbg.declare(metadata %struct.Msg** %5, metadata !103, metadata !DIExpression()), !dbg !112
  %64 = call i8* @malloc(i64 noundef 40), !dbg !112
  %65 = bitcast i8* %64 to %struct.Msg*, !dbg !112
  store %struct.Msg* %65, %struct.Msg** %5, align 8, !dbg !112
  %66 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !113
  %67 = getelementptr inbounds %struct.Msg, %struct.Msg* %66, i32 0, i32 0, !dbg !113
  store i32 4, i32* %67, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %6, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %6, align 4, !dbg !116
  br label %68, !dbg !116

68:                                               ; preds = %83, %0
  %69 = load i32, i32* %6, align 4, !dbg !116
  %70 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !116
  %71 = getelementptr inbounds %struct.Msg, %struct.Msg* %70, i32 0, i32 0, !dbg !116
  %72 = load i32, i32* %71, align 8, !dbg !116
  %73 = icmp slt i32 %69, %72, !dbg !116
  br i1 %73, label %74, label %86, !dbg !116

74:                                               ; preds = %68
  %75 = load i32, i32* %6, align 4, !dbg !117
  %76 = sitofp i32 %75 to double, !dbg !117
  %77 = fdiv double %76, 4.000000e+00, !dbg !117
  %78 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !117
  %79 = getelementptr inbounds %struct.Msg, %struct.Msg* %78, i32 0, i32 1, !dbg !117
  %80 = load i32, i32* %6, align 4, !dbg !117
  %81 = sext i32 %80 to i64, !dbg !117
  %82 = getelementptr inbounds [0 x double], [0 x double]* %79, i64 0, i64 %81, !dbg !117
  store double %77, double* %82, align 8, !dbg !117
  br label %83, !dbg !117

83:                                               ; preds = %74
  %84 = load i32, i32* %6, align 4, !dbg !117
  %85 = add nsw i32 %84, 1, !dbg !117
  store i32 %85, i32* %6, align 4, !dbg !117
  br label %68, !dbg !117, !llvm.loop !119

86:                                               ; preds = %68
  %87 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !121
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1, !dbg !121
  %89 = getelementptr inbounds [0 x double], [0 x double]* %88, i64 0, i64 3, !dbg !121
  %90 = load double, double* %89, align 8, !dbg !121
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %90), !dbg !121
  %92 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !122
  %93 = bitcast %struct.Msg* %92 to i8*, !dbg !122
  call void @llvm.memset.p0i8.i64(i8* align 8 %93, i8 0, i64 8, i1 false), !dbg !122
  %94 = load %struct.Msg*, %struct.Msg** %5, align 8, !dbg !123
  %95 = bitcast %struct.Msg* %94 to i8*, !dbg !123
  call void @free(i8* noundef %95), !dbg !123
  call void @llvm.dbg.declare(metadata i32** %7, metadata !124, metadata !DIExpression()), !dbg !125
  %96 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !125
  %97 = bitcast [8 x i32]* %8 to i8*, !dbg !125
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %97, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false), !dbg !125
  %98 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0, !dbg !125
  store i32* %98, i32** %7, align 8, !dbg !125
  %99 = load i32*, i32** %7, align 8, !dbg !126
  %100 = bitcast i32* %99 to i8*, !dbg !126
  call void @sort(i8* noundef %100, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !126
  %101 = load i32*, i32** %7, align 8, !dbg !127
  %102 = getelementptr inbounds i32, i32* %101, i64 7, !dbg !127
  %103 = load i32, i32* %102, align 4, !dbg !127
  %104 = load i32*, i32** %7, align 8, !dbg !127
  %105 = getelementptr inbounds i32, i32* %104, i64 1, !dbg !127
  %106 = load i32, i32* %105, align 4, !dbg !127
  %107 = load i32*, i32** %7, align 8, !dbg !127
  %108 = getelementptr inbounds i32, i32* %107, i64 0, !dbg !127
  %109 = load i32, i32* %108, align 4, !dbg !127
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %109, i32 noundef %106, i32 noundef %103), !dbg !127
  call void @llvm.dbg.declare(metadata %struct.Flags** %9, metadata !128, metadata !DIExpression()), !dbg !130
  %111 = bitcast %struct.Flags* %10 to i32*, !dbg !130
  %112 = load i32, i32* %111, align 8, !dbg !130
  %113 = and i32 %112, -2, !dbg !130
  %114 = or i32 %113, 0, !dbg !130
  store i32 %114, i32* %111, align 8, !dbg !130
  %115 = bitcast %struct.Flags* %10 to i32*, !dbg !130
  %116 = load i32, i32* %115, align 8, !dbg !130
  %117 = and i32 %116, -15, !dbg !130
  %118 = or i32 %117, 4, !dbg !130
  store i32 %118, i32* %115, align 8, !dbg !130
  %119 = bitcast %struct.Flags* %10 to i32*, !dbg !130
  %120 = load i32, i32* %119, align 8, !dbg !130
  %121 = and i32 %120, -497, !dbg !130
  %122 = or i32 %121, 0, !dbg !130
  store i32 %122, i32* %119, align 8, !dbg !130
  %123 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1, !dbg !130
  %124 = load i64, i64* %123, align 8, !dbg !130
  %125 = and i64 %124, -1099511627776, !dbg !130
  %126 = or i64 %125, 0, !dbg !130
  store i64 %126, i64* %123, align 8, !dbg !130
  store %struct.Flags* %10, %struct.Flags** %9, align 8, !dbg !130
  %127 = load %struct.Flags*, %struct.Flags** %9, align 8, !dbg !131
  %128 = bitcast %struct.Flags* %127 to i32*, !dbg !131
  %129 = load i32, i32* %128, align 8, !dbg !131
  %130 = lshr i32 %129, 1, !dbg !131
  %131 = and i32 %130, 7, !dbg !131
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %131), !dbg !131
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i64 0, i64 0)), !dbg !132
  call void @llvm.dbg.declare(metadata double* %11, metadata !133, metadata !DIExpression()), !dbg !135
  store double 2.500000e+00, double* %11, align 8, !dbg !135
  call void @llvm.dbg.declare(metadata double* %12, metadata !136, metadata !DIExpression()), !dbg !135
  store double -1.000000e+00, double* %12, align 8, !dbg !135
  %134 = load double, double* %11, align 8, !dbg !135
  %135 = load double, double* %12, align 8, !dbg !135
  %136 = fcmp ogt double %134, %135, !dbg !135
  br i1 %136, label %137, label %139, !dbg !135

137:                                              ; preds = %86
  %138 = load double, double* %11, align 8, !dbg !135
  br label %141, !dbg !135

139:                                              ; preds = %86
  %140 = load double, double* %12, align 8, !dbg !135
  br label %141, !dbg !135

141:                                              ; preds = %139, %137
  %142 = phi double [ %138, %137 ], [ %140, %139 ], !dbg !135
  store double %142, double* %13, align 8, !dbg !135
  %143 = load double, double* %13, align 8, !dbg !135
  call void @llvm.dbg.declare(metadata i32* %14, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 3, i32* %14, align 4, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %15, metadata !140, metadata !DIExpression()), !dbg !139
  store i32 8, i32* %15, align 4, !dbg !139
  %144 = load i32, i32* %14, align 4, !dbg !139
  %145 = load i32, i32* %15, align 4, !dbg !139
  %146 = icmp sgt i32 %144, %145, !dbg !139
  br i1 %146, label %147, label %149, !dbg !139

147:                                              ; preds = %141
  %148 = load i32, i32* %14, align 4, !dbg !139
  br label %151, !dbg !139

149:                                              ; preds = %141
  %150 = load i32, i32* %15, align 4, !dbg !139
  br label %151, !dbg !139

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ], !dbg !139
  store i32 %152, i32* %16, align 4, !dbg !139
  %153 = load i32, i32* %16, align 4, !dbg !139
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %153, double noundef %143), !dbg !141
  call void @llvm.dbg.declare(metadata i32* %17, metadata !142, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %18, metadata !144, metadata !DIExpression()), !dbg !145
  %155 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !145
  %156 = extractvalue { i32, i1 } %155, 1, !dbg !145
  %157 = extractvalue { i32, i1 } %155, 0, !dbg !145
  store i32 %157, i32* %17, align 4, !dbg !145
  %158 = zext i1 %156 to i32, !dbg !145
  store i32 %158, i32* %18, align 4, !dbg !145
  call void @llvm.dbg.declare(metadata i64* %19, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.declare(metadata i32* %20, metadata !148, metadata !DIExpression()), !dbg !149
  %159 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !149
  %160 = extractvalue { i64, i1 } %159, 1, !dbg !149
  %161 = extractvalue { i64, i1 } %159, 0, !dbg !149
  store i64 %161, i64* %19, align 8, !dbg !149
  %162 = zext i1 %160 to i32, !dbg !149
  store i32 %162, i32* %20, align 4, !dbg !149
  %163 = load i32, i32* %20, align 4, !dbg !150
  %164 = load i32, i32* %17, align 4, !dbg !150
  %165 = load i32, i32* %18, align 4, !dbg !150
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %165, i32 noundef %164, i32 noundef %163), !dbg !150
  call void @llvm.dbg.declare(metadata { double, double }* %21, metadata !151, metadata !DIExpression()), !dbg !153
  %167 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !153
  %168 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !153
  store double 1.000000e+00, double* %167, align 8, !dbg !153
  store double 2.000000e+00, double* %168, align 8, !dbg !153
  call void @llvm.dbg.declare(metadata { double, double }* %22, metadata !154, metadata !DIExpression()), !dbg !155
  %169 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !155
  %170 = load double, double* %169, align 8, !dbg !155
  %171 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !155
  %172 = load double, double* %171, align 8, !dbg !155
  %173 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0, !dbg !155
  %174 = load double, double* %173, align 8, !dbg !155
  %175 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1, !dbg !155
  %176 = load double, double* %175, align 8, !dbg !155
  %177 = fmul double %170, %174, !dbg !155
  %178 = fmul double %172, %176, !dbg !155
  %179 = fmul double %170, %176, !dbg !155
  %180 = fmul double %172, %174, !dbg !155
  %181 = fsub double %177, %178, !dbg !155
  %182 = fadd double %179, %180, !dbg !155
  %183 = fcmp uno double %181, %181, !dbg !155
  br i1 %183, label %184, label %190, !dbg !155, !prof !156

184:                                              ; preds = %151
  %185 = fcmp uno double %182, %182, !dbg !155
  br i1 %185, label %186, label %190, !dbg !155, !prof !156

186:                                              ; preds = %184
  %187 = call { double, double } @__muldc3(double noundef %170, double noundef %172, double noundef %174, double noundef %176) #7, !dbg !155
  %188 = extractvalue { double, double } %187, 0, !dbg !155
  %189 = extractvalue { double, double } %187, 1, !dbg !155
  br label %190, !dbg !155

190:                                              ; preds = %186, %184, %151
  %191 = phi double [ %181, %151 ], [ %181, %184 ], [ %188, %186 ], !dbg !155
  %192 = phi double [ %182, %151 ], [ %182, %184 ], [ %189, %186 ], !dbg !155
  %193 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !155
  %194 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !155
  store double %191, double* %193, align 8, !dbg !155
  store double %192, double* %194, align 8, !dbg !155
  %195 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1, !dbg !157
  %196 = load double, double* %195, align 8, !dbg !157
  %197 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0, !dbg !157
  %198 = load double, double* %197, align 8, !dbg !157
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i64 0, i64 0), double noundef %198, double noundef %196), !dbg !157
  call void @llvm.dbg.declare(metadata { float, float }* %23, metadata !158, metadata !DIExpression()), !dbg !160
  %200 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !160
  %201 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !160
  store float 1.000000e+00, float* %200, align 4, !dbg !160
  store float -1.000000e+00, float* %201, align 4, !dbg !160
  %202 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !161
  %203 = load float, float* %202, align 4, !dbg !161
  %204 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !161
  %205 = load float, float* %204, align 4, !dbg !161
  %206 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !161
  %207 = load float, float* %206, align 4, !dbg !161
  %208 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !161
  %209 = load float, float* %208, align 4, !dbg !161
  %210 = fadd float %207, 1.000000e+00, !dbg !161
  %211 = call { float, float } @__divsc3(float noundef %203, float noundef %205, float noundef %210, float noundef %209) #7, !dbg !161
  %212 = extractvalue { float, float } %211, 0, !dbg !161
  %213 = extractvalue { float, float } %211, 1, !dbg !161
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !161
  %215 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !161
  store float %212, float* %214, align 4, !dbg !161
  store float %213, float* %215, align 4, !dbg !161
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1, !dbg !162
  %217 = load float, float* %216, align 4, !dbg !162
  %218 = fpext float %217 to double, !dbg !162
  %219 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0, !dbg !162
  %220 = load float, float* %219, align 4, !dbg !162
  %221 = fpext float %220 to double, !dbg !162
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i64 0, i64 0), double noundef %221, double noundef %218), !dbg !162
  %223 = load void ()*, void ()** @hook, align 8, !dbg !163
  %224 = icmp eq void ()* %223, null, !dbg !163
  %225 = zext i1 %224 to i32, !dbg !163
  %226 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 8, !dbg !163
  %227 = getelementptr inbounds %struct.Self, %struct.Self* %226, i32 0, i32 1, !dbg !163
  %228 = load i32*, i32** %227, align 8, !dbg !163
  %229 = load i32, i32* %228, align 4, !dbg !163
  %230 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 8, !dbg !163
  %231 = getelementptr inbounds %struct.Self, %struct.Self* %230, i32 0, i32 1, !dbg !163
  %232 = load i32*, i32** %231, align 8, !dbg !163
  %233 = load i32, i32* %232, align 4, !dbg !163
  %234 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !163
  %235 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8, !dbg !163
  %236 = add nsw i32 %234, %235, !dbg !163
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %236, i32 noundef 32, i32 noundef %233, i32 noundef %229, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i32 0, i64 1), i32 noundef %225), !dbg !163
  %238 = load i32, i32* @ctor_ran, align 4, !dbg !164
  %239 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8, !dbg !164
  %240 = fpext float %239 to double, !dbg !164
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %240, i32 noundef 32, i32 noundef %238), !dbg !164
  %242 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !165
  %243 = call i32 @vla_sum(i32 noundef 12), !dbg !165
  %244 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i64 0, i64 0), i32 noundef %243, i32 noundef %242), !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local i8* @malloc(i64 noundef) #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

declare dso_local void @free(i8* noundef) #4

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 !dbg !167 {
  %5 = alloca i32 (i8*, i8*)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %5, metadata !176, metadata !DIExpression()), !dbg !177
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !178, metadata !DIExpression()), !dbg !177
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !179, metadata !DIExpression()), !dbg !177
  store i8* %0, i8** %8, align 8
  call void @llvm.dbg.declare(metadata i8** %8, metadata !180, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i8** %9, metadata !181, metadata !DIExpression()), !dbg !183
  %13 = load i8*, i8** %8, align 8, !dbg !183
  store i8* %13, i8** %9, align 8, !dbg !183
  call void @llvm.dbg.declare(metadata [64 x i8]* %10, metadata !184, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata i32* %11, metadata !189, metadata !DIExpression()), !dbg !191
  store i32 1, i32* %11, align 4, !dbg !191
  br label %14, !dbg !191

14:                                               ; preds = %81, %4
  %15 = load i32, i32* %11, align 4, !dbg !191
  %16 = load i32, i32* %7, align 4, !dbg !191
  %17 = icmp slt i32 %15, %16, !dbg !191
  br i1 %17, label %18, label %84, !dbg !191

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !192, metadata !DIExpression()), !dbg !195
  %19 = load i32, i32* %11, align 4, !dbg !195
  store i32 %19, i32* %12, align 4, !dbg !195
  br label %20, !dbg !195

20:                                               ; preds = %77, %18
  %21 = load i32, i32* %12, align 4, !dbg !195
  %22 = icmp sgt i32 %21, 0, !dbg !195
  br i1 %22, label %23, label %40, !dbg !195

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %5, align 8, !dbg !195
  %25 = load i8*, i8** %9, align 8, !dbg !195
  %26 = load i32, i32* %12, align 4, !dbg !195
  %27 = load i32, i32* %6, align 4, !dbg !195
  %28 = mul nsw i32 %26, %27, !dbg !195
  %29 = sext i32 %28 to i64, !dbg !195
  %30 = getelementptr inbounds i8, i8* %25, i64 %29, !dbg !195
  %31 = load i8*, i8** %9, align 8, !dbg !195
  %32 = load i32, i32* %12, align 4, !dbg !195
  %33 = sub nsw i32 %32, 1, !dbg !195
  %34 = load i32, i32* %6, align 4, !dbg !195
  %35 = mul nsw i32 %33, %34, !dbg !195
  %36 = sext i32 %35 to i64, !dbg !195
  %37 = getelementptr inbounds i8, i8* %31, i64 %36, !dbg !195
  %38 = call i32 %24(i8* noundef %37, i8* noundef %30), !dbg !195
  %39 = icmp sgt i32 %38, 0, !dbg !195
  br label %40, !dbg !195

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !195
  br i1 %41, label %42, label %80, !dbg !195

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !196
  %44 = load i8*, i8** %9, align 8, !dbg !196
  %45 = load i32, i32* %12, align 4, !dbg !196
  %46 = load i32, i32* %6, align 4, !dbg !196
  %47 = mul nsw i32 %45, %46, !dbg !196
  %48 = sext i32 %47 to i64, !dbg !196
  %49 = getelementptr inbounds i8, i8* %44, i64 %48, !dbg !196
  %50 = load i32, i32* %6, align 4, !dbg !196
  %51 = sext i32 %50 to i64, !dbg !196
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %43, i8* align 1 %49, i64 %51, i1 false), !dbg !196
  %52 = load i8*, i8** %9, align 8, !dbg !199
  %53 = load i32, i32* %12, align 4, !dbg !199
  %54 = load i32, i32* %6, align 4, !dbg !199
  %55 = mul nsw i32 %53, %54, !dbg !199
  %56 = sext i32 %55 to i64, !dbg !199
  %57 = getelementptr inbounds i8, i8* %52, i64 %56, !dbg !199
  %58 = load i8*, i8** %9, align 8, !dbg !199
  %59 = load i32, i32* %12, align 4, !dbg !199
  %60 = sub nsw i32 %59, 1, !dbg !199
  %61 = load i32, i32* %6, align 4, !dbg !199
  %62 = mul nsw i32 %60, %61, !dbg !199
  %63 = sext i32 %62 to i64, !dbg !199
  %64 = getelementptr inbounds i8, i8* %58, i64 %63, !dbg !199
  %65 = load i32, i32* %6, align 4, !dbg !199
  %66 = sext i32 %65 to i64, !dbg !199
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %64, i64 %66, i1 false), !dbg !199
  %67 = load i8*, i8** %9, align 8, !dbg !200
  %68 = load i32, i32* %12, align 4, !dbg !200
  %69 = sub nsw i32 %68, 1, !dbg !200
  %70 = load i32, i32* %6, align 4, !dbg !200
  %71 = mul nsw i32 %69, %70, !dbg !200
  %72 = sext i32 %71 to i64, !dbg !200
  %73 = getelementptr inbounds i8, i8* %67, i64 %72, !dbg !200
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0, !dbg !200
  %75 = load i32, i32* %6, align 4, !dbg !200
  %76 = sext i32 %75 to i64, !dbg !200
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 1 %74, i64 %76, i1 false), !dbg !200
  br label %77, !dbg !201

77:                                               ; preds = %42
  %78 = load i32, i32* %12, align 4, !dbg !202
  %79 = add nsw i32 %78, -1, !dbg !202
  store i32 %79, i32* %12, align 4, !dbg !202
  br label %20, !dbg !202, !llvm.loop !203

80:                                               ; preds = %40
  br label %81, !dbg !204

81:                                               ; preds = %80
  %82 = load i32, i32* %11, align 4, !dbg !205
  %83 = add nsw i32 %82, 1, !dbg !205
  store i32 %83, i32* %11, align 4, !dbg !205
  br label %14, !dbg !205, !llvm.loop !206

84:                                               ; preds = %14
  ret void, !dbg !208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !209 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %1, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !210, metadata !DIExpression()), !dbg !211
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !212, metadata !DIExpression()), !dbg !211
  %5 = load i8*, i8** %3, align 8, !dbg !211
  %6 = bitcast i8* %5 to i32*, !dbg !211
  %7 = load i32, i32* %6, align 4, !dbg !211
  %8 = load i8*, i8** %4, align 8, !dbg !211
  %9 = bitcast i8* %8 to i32*, !dbg !211
  %10 = load i32, i32* %9, align 4, !dbg !211
  %11 = sub nsw i32 %7, %10, !dbg !211
  ret i32 %11, !dbg !211
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

declare dso_local { double, double } @__muldc3(double, double, double, double)

declare dso_local { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !213 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !217, metadata !DIExpression()), !dbg !218
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !219, metadata !DIExpression()), !dbg !218
  %6 = load i32, i32* %5, align 4, !dbg !220
  %7 = icmp eq i32 %6, 0, !dbg !220
  br i1 %7, label %8, label %11, !dbg !220

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4, !dbg !221
  %10 = add i32 %9, 1, !dbg !221
  store i32 %10, i32* %3, align 4, !dbg !221
  br label %26, !dbg !221

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4, !dbg !223
  %13 = icmp eq i32 %12, 0, !dbg !223
  br i1 %13, label %14, label %18, !dbg !223

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4, !dbg !224
  %16 = sub i32 %15, 1, !dbg !224
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !224
  store i32 %17, i32* %3, align 4, !dbg !224
  br label %26, !dbg !224

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4, !dbg !226
  %20 = sub i32 %19, 1, !dbg !226
  %21 = load i32, i32* %5, align 4, !dbg !226
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20), !dbg !226
  %23 = load i32, i32* %5, align 4, !dbg !226
  %24 = sub i32 %23, 1, !dbg !226
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22), !dbg !226
  store i32 %25, i32* %3, align 4, !dbg !226
  br label %26, !dbg !226

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4, !dbg !227
  ret i32 %27, !dbg !227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !228 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !231, metadata !DIExpression()), !dbg !232
  %10 = load i32, i32* %2, align 4, !dbg !233
  %11 = zext i32 %10 to i64, !dbg !233
  %12 = call i8* @llvm.stacksave(), !dbg !233
  store i8* %12, i8** %3, align 8, !dbg !233
  %13 = alloca i32, i64 %11, align 4, !dbg !233
  store i64 %11, i64* %4, align 8, !dbg !233
  call void @llvm.dbg.declare(metadata i64* %4, metadata !234, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.declare(metadata i32* %13, metadata !236, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata i32* %5, metadata !240, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %5, align 4, !dbg !242
  br label %14, !dbg !242

14:                                               ; preds = %25, %1
  %15 = load i32, i32* %5, align 4, !dbg !242
  %16 = load i32, i32* %2, align 4, !dbg !242
  %17 = icmp slt i32 %15, %16, !dbg !242
  br i1 %17, label %18, label %28, !dbg !242

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4, !dbg !243
  %20 = load i32, i32* %5, align 4, !dbg !243
  %21 = mul nsw i32 %19, %20, !dbg !243
  %22 = load i32, i32* %5, align 4, !dbg !243
  %23 = sext i32 %22 to i64, !dbg !243
  %24 = getelementptr inbounds i32, i32* %13, i64 %23, !dbg !243
  store i32 %21, i32* %24, align 4, !dbg !243
  br label %25, !dbg !243

25:                                               ; preds = %18
  %26 = load i32, i32* %5, align 4, !dbg !243
  %27 = add nsw i32 %26, 1, !dbg !243
  store i32 %27, i32* %5, align 4, !dbg !243
  br label %14, !dbg !243, !llvm.loop !245

28:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %6, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 0, i32* %6, align 4, !dbg !247
  call void @llvm.dbg.declare(metadata i32* %7, metadata !248, metadata !DIExpression()), !dbg !250
  store i32 0, i32* %7, align 4, !dbg !250
  br label %29, !dbg !250

29:                                               ; preds = %53, %28
  %30 = load i32, i32* %7, align 4, !dbg !250
  %31 = load i32, i32* %2, align 4, !dbg !250
  %32 = icmp slt i32 %30, %31, !dbg !250
  br i1 %32, label %33, label %56, !dbg !250

33:                                               ; preds = %29
  %34 = load i32, i32* %7, align 4, !dbg !251
  %35 = add nsw i32 %34, 1, !dbg !251
  %36 = zext i32 %35 to i64, !dbg !251
  %37 = call i8* @llvm.stacksave(), !dbg !251
  store i8* %37, i8** %8, align 8, !dbg !251
  %38 = alloca i32, i64 %36, align 4, !dbg !251
  store i64 %36, i64* %9, align 8, !dbg !251
  call void @llvm.dbg.declare(metadata i64* %9, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.declare(metadata i32* %38, metadata !256, metadata !DIExpression()), !dbg !251
  %39 = load i32, i32* %7, align 4, !dbg !260
  %40 = sext i32 %39 to i64, !dbg !260
  %41 = getelementptr inbounds i32, i32* %13, i64 %40, !dbg !260
  %42 = load i32, i32* %41, align 4, !dbg !260
  %43 = load i32, i32* %7, align 4, !dbg !260
  %44 = sext i32 %43 to i64, !dbg !260
  %45 = getelementptr inbounds i32, i32* %38, i64 %44, !dbg !260
  store i32 %42, i32* %45, align 4, !dbg !260
  %46 = load i32, i32* %7, align 4, !dbg !261
  %47 = sext i32 %46 to i64, !dbg !261
  %48 = getelementptr inbounds i32, i32* %38, i64 %47, !dbg !261
  %49 = load i32, i32* %48, align 4, !dbg !261
  %50 = load i32, i32* %6, align 4, !dbg !261
  %51 = add nsw i32 %50, %49, !dbg !261
  store i32 %51, i32* %6, align 4, !dbg !261
  %52 = load i8*, i8** %8, align 8, !dbg !262
  call void @llvm.stackrestore(i8* %52), !dbg !262
  br label %53, !dbg !262

53:                                               ; preds = %33
  %54 = load i32, i32* %7, align 4, !dbg !263
  %55 = add nsw i32 %54, 1, !dbg !263
  store i32 %55, i32* %7, align 4, !dbg !263
  br label %29, !dbg !263, !llvm.loop !264

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4, !dbg !266
  %58 = load i8*, i8** %3, align 8, !dbg !267
  call void @llvm.stackrestore(i8* %58), !dbg !267
  ret i32 %57, !dbg !267
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
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
!66 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!67 = !{}
!68 = !DILocation(line: 45, scope: !66)
!69 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !30, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!70 = !DILocation(line: 46, scope: !69)
!71 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!72 = !DILocation(line: 47, scope: !71)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !74, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !67)
!74 = !DISubroutineType(types: !75)
!75 = !{!5}
!76 = !DILocalVariable(name: "f", scope: !73, file: !3, line: 85, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !78)
!78 = !{!79, !81, !82, !83}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !77, file: !3, line: 15, baseType: !80, size: 1, flags: DIFlagBitField, extraData: i64 0)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !77, file: !3, line: 16, baseType: !80, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !77, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !77, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!84 = !DILocation(line: 85, scope: !73)
!85 = !DILocation(line: 86, scope: !73)
!86 = !DILocation(line: 87, scope: !73)
!87 = !DILocalVariable(name: "bytes", scope: !73, file: !3, line: 89, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 56, elements: !90)
!89 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!90 = !{!91}
!91 = !DISubrange(count: 7)
!92 = !DILocation(line: 89, scope: !73)
!93 = !DILocalVariable(name: "wire", scope: !73, file: !3, line: 90, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !95)
!95 = !{!96, !97, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !94, file: !3, line: 23, baseType: !17, size: 8)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !94, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !94, file: !3, line: 25, baseType: !99, size: 16, offset: 40)
!99 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!100 = !DILocation(line: 90, scope: !73)
!101 = !DILocation(line: 91, scope: !73)
!102 = !DILocation(line: 92, scope: !73)
!103 = !DILocalVariable(name: "m", scope: !73, file: !3, line: 94, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !105, file: !3, line: 29, baseType: !5, size: 32)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !105, file: !3, line: 30, baseType: !109, offset: 64)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: -1)
!112 = !DILocation(line: 94, scope: !73)
!113 = !DILocation(line: 95, scope: !73)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 96, type: !5)
!115 = distinct !DILexicalBlock(scope: !73, file: !3, line: 96)
!116 = !DILocation(line: 96, scope: !115)
!117 = !DILocation(line: 96, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 96)
!119 = distinct !{!119, !116, !116, !120}
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 97, scope: !73)
!122 = !DILocation(line: 98, scope: !73)
!123 = !DILocation(line: 99, scope: !73)
!124 = !DILocalVariable(name: "lit", scope: !73, file: !3, line: 101, type: !25)
!125 = !DILocation(line: 101, scope: !73)
!126 = !DILocation(line: 102, scope: !73)
!127 = !DILocation(line: 103, scope: !73)
!128 = !DILocalVariable(name: "fp", scope: !73, file: !3, line: 104, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!130 = !DILocation(line: 104, scope: !73)
!131 = !DILocation(line: 105, scope: !73)
!132 = !DILocation(line: 107, scope: !73)
!133 = !DILocalVariable(name: "_a", scope: !134, file: !3, line: 108, type: !8)
!134 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108)
!135 = !DILocation(line: 108, scope: !134)
!136 = !DILocalVariable(name: "_b", scope: !134, file: !3, line: 108, type: !8)
!137 = !DILocalVariable(name: "_a", scope: !138, file: !3, line: 108, type: !5)
!138 = distinct !DILexicalBlock(scope: !73, file: !3, line: 108)
!139 = !DILocation(line: 108, scope: !138)
!140 = !DILocalVariable(name: "_b", scope: !138, file: !3, line: 108, type: !5)
!141 = !DILocation(line: 108, scope: !73)
!142 = !DILocalVariable(name: "res", scope: !73, file: !3, line: 110, type: !5)
!143 = !DILocation(line: 110, scope: !73)
!144 = !DILocalVariable(name: "ovf", scope: !73, file: !3, line: 111, type: !5)
!145 = !DILocation(line: 111, scope: !73)
!146 = !DILocalVariable(name: "ures", scope: !73, file: !3, line: 112, type: !6)
!147 = !DILocation(line: 112, scope: !73)
!148 = !DILocalVariable(name: "uovf", scope: !73, file: !3, line: 113, type: !5)
!149 = !DILocation(line: 113, scope: !73)
!150 = !DILocation(line: 114, scope: !73)
!151 = !DILocalVariable(name: "z", scope: !73, file: !3, line: 116, type: !152)
!152 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!153 = !DILocation(line: 116, scope: !73)
!154 = !DILocalVariable(name: "z2", scope: !73, file: !3, line: 117, type: !152)
!155 = !DILocation(line: 117, scope: !73)
!156 = !{!"branch_weights", i32 1, i32 1048575}
!157 = !DILocation(line: 118, scope: !73)
!158 = !DILocalVariable(name: "fz", scope: !73, file: !3, line: 119, type: !159)
!159 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!160 = !DILocation(line: 119, scope: !73)
!161 = !DILocation(line: 120, scope: !73)
!162 = !DILocation(line: 121, scope: !73)
!163 = !DILocation(line: 123, scope: !73)
!164 = !DILocation(line: 125, scope: !73)
!165 = !DILocation(line: 126, scope: !73)
!166 = !DILocation(line: 127, scope: !73)
!167 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !168, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170, !5, !5, !171}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DISubroutineType(types: !173)
!173 = !{!5, !174, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!176 = !DILocalVariable(name: "cmp", arg: 4, scope: !167, file: !3, line: 66, type: !171)
!177 = !DILocation(line: 66, scope: !167)
!178 = !DILocalVariable(name: "size", arg: 3, scope: !167, file: !3, line: 66, type: !5)
!179 = !DILocalVariable(name: "n", arg: 2, scope: !167, file: !3, line: 66, type: !5)
!180 = !DILocalVariable(name: "base", arg: 1, scope: !167, file: !3, line: 66, type: !170)
!181 = !DILocalVariable(name: "b", scope: !167, file: !3, line: 67, type: !182)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!183 = !DILocation(line: 67, scope: !167)
!184 = !DILocalVariable(name: "tmp", scope: !167, file: !3, line: 68, type: !185)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 64)
!188 = !DILocation(line: 68, scope: !167)
!189 = !DILocalVariable(name: "i", scope: !190, file: !3, line: 69, type: !5)
!190 = distinct !DILexicalBlock(scope: !167, file: !3, line: 69)
!191 = !DILocation(line: 69, scope: !190)
!192 = !DILocalVariable(name: "j", scope: !193, file: !3, line: 70, type: !5)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 70)
!194 = distinct !DILexicalBlock(scope: !190, file: !3, line: 69)
!195 = !DILocation(line: 70, scope: !193)
!196 = !DILocation(line: 71, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 70)
!198 = distinct !DILexicalBlock(scope: !193, file: !3, line: 70)
!199 = !DILocation(line: 72, scope: !197)
!200 = !DILocation(line: 73, scope: !197)
!201 = !DILocation(line: 74, scope: !197)
!202 = !DILocation(line: 70, scope: !198)
!203 = distinct !{!203, !195, !204, !120}
!204 = !DILocation(line: 74, scope: !193)
!205 = !DILocation(line: 69, scope: !194)
!206 = distinct !{!206, !191, !207, !120}
!207 = !DILocation(line: 74, scope: !190)
!208 = !DILocation(line: 75, scope: !167)
!209 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !172, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!210 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !3, line: 76, type: !174)
!211 = !DILocation(line: 76, scope: !209)
!212 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !3, line: 76, type: !174)
!213 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !214, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!214 = !DISubroutineType(types: !215)
!215 = !{!216, !216, !216}
!216 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "n", arg: 2, scope: !213, file: !3, line: 78, type: !216)
!218 = !DILocation(line: 78, scope: !213)
!219 = !DILocalVariable(name: "m", arg: 1, scope: !213, file: !3, line: 78, type: !216)
!220 = !DILocation(line: 79, scope: !213)
!221 = !DILocation(line: 79, scope: !222)
!222 = distinct !DILexicalBlock(scope: !213, file: !3, line: 79)
!223 = !DILocation(line: 80, scope: !213)
!224 = !DILocation(line: 80, scope: !225)
!225 = distinct !DILexicalBlock(scope: !213, file: !3, line: 80)
!226 = !DILocation(line: 81, scope: !213)
!227 = !DILocation(line: 82, scope: !213)
!228 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !229, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !67)
!229 = !DISubroutineType(types: !230)
!230 = !{!5, !5}
!231 = !DILocalVariable(name: "n", arg: 1, scope: !228, file: !3, line: 54, type: !5)
!232 = !DILocation(line: 54, scope: !228)
!233 = !DILocation(line: 55, scope: !228)
!234 = !DILocalVariable(name: "__vla_expr0", scope: !228, type: !6, flags: DIFlagArtificial)
!235 = !DILocation(line: 0, scope: !228)
!236 = !DILocalVariable(name: "v", scope: !228, file: !3, line: 55, type: !237)
!237 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !238)
!238 = !{!239}
!239 = !DISubrange(count: !234)
!240 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 56, type: !5)
!241 = distinct !DILexicalBlock(scope: !228, file: !3, line: 56)
!242 = !DILocation(line: 56, scope: !241)
!243 = !DILocation(line: 56, scope: !244)
!244 = distinct !DILexicalBlock(scope: !241, file: !3, line: 56)
!245 = distinct !{!245, !242, !242, !120}
!246 = !DILocalVariable(name: "s", scope: !228, file: !3, line: 57, type: !5)
!247 = !DILocation(line: 57, scope: !228)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 58, type: !5)
!249 = distinct !DILexicalBlock(scope: !228, file: !3, line: 58)
!250 = !DILocation(line: 58, scope: !249)
!251 = !DILocation(line: 59, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 58)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 58)
!254 = !DILocalVariable(name: "__vla_expr1", scope: !252, type: !6, flags: DIFlagArtificial)
!255 = !DILocation(line: 0, scope: !252)
!256 = !DILocalVariable(name: "w", scope: !252, file: !3, line: 59, type: !257)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !258)
!258 = !{!259}
!259 = !DISubrange(count: !254)
!260 = !DILocation(line: 60, scope: !252)
!261 = !DILocation(line: 61, scope: !252)
!262 = !DILocation(line: 62, scope: !252)
!263 = !DILocation(line: 58, scope: !253)
!264 = distinct !{!264, !250, !265, !120}
!265 = !DILocation(line: 62, scope: !249)
!266 = !DILocation(line: 63, scope: !228)
!267 = !DILocation(line: 64, scope: !228)

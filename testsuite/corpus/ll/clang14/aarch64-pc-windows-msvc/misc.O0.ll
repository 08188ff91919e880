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

@ctor_ran = internal global i32 0, align 4
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
@hook = internal constant void ()* null, align 8
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 8
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 8
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 8
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 8
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 8
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, i32* @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 {
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 {
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
  %24 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false)
  %25 = bitcast %struct.Flags* %2 to i32*
  %26 = load i32, i32* %25, align 8
  %27 = shl i32 %26, 23
  %28 = ashr i32 %27, 27
  %29 = add nsw i32 %28, 2
  %30 = load i32, i32* %25, align 8
  %31 = and i32 %29, 31
  %32 = shl i32 %31, 4
  %33 = and i32 %30, -497
  %34 = or i32 %33, %32
  store i32 %34, i32* %25, align 8
  %35 = shl i32 %31, 27
  %36 = ashr i32 %35, 27
  %37 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %38 = load i64, i64* %37, align 8
  %39 = and i64 %38, 1099511627775
  %40 = bitcast %struct.Flags* %2 to i32*
  %41 = load i32, i32* %40, align 8
  %42 = shl i32 %41, 23
  %43 = ashr i32 %42, 27
  %44 = bitcast %struct.Flags* %2 to i32*
  %45 = load i32, i32* %44, align 8
  %46 = lshr i32 %45, 1
  %47 = and i32 %46, 7
  %48 = bitcast %struct.Flags* %2 to i32*
  %49 = load i32, i32* %48, align 8
  %50 = and i32 %49, 1
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %50, i32 noundef %47, i32 noundef %43, i64 noundef %39, i32 noundef 16)
  %52 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %52, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false)
  %53 = bitcast %struct.Wire* %4 to i8*
  %54 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %53, i8* align 1 %54, i64 7, i1 false)
  %55 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %56 = load i16, i16* %55, align 1
  %57 = zext i16 %56 to i32
  %58 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %59 = load i32, i32* %58, align 1
  %60 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %61 = load i8, i8* %60, align 1
  %62 = sext i8 %61 to i32
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %62, i32 noundef %59, i32 noundef %57, i32 noundef 7)
  %64 = call i8* @malloc(i64 noundef 40)
  %65 = bitcast i8* %64 to %struct.Msg*
  store %struct.Msg* %65, %struct.Msg** %5, align 8
  %66 = load %struct.Msg*, %struct.Msg** %5, align 8
  %67 = getelementptr inbounds %struct.Msg, %struct.Msg* %66, i32 0, i32 0
  store i32 4, i32* %67, align 8
  store i32 0, i32* %6, align 4
  br label %68

68:                                               ; preds = %83, %0
  %69 = load i32, i32* %6, align 4
  %70 = load %struct.Msg*, %struct.Msg** %5, align 8
  %71 = getelementptr inbounds %struct.Msg, %struct.Msg* %70, i32 0, i32 0
  %72 = load i32, i32* %71, align 8
  %73 = icmp slt i32 %69, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %68
  %75 = load i32, i32* %6, align 4
  %76 = sitofp i32 %75 to double
  %77 = fdiv double %76, 4.000000e+00
  %78 = load %struct.Msg*, %struct.Msg** %5, align 8
  %79 = getelementptr inbounds %struct.Msg, %struct.Msg* %78, i32 0, i32 1
  %80 = load i32, i32* %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [0 x double], [0 x double]* %79, i64 0, i64 %81
  store double %77, double* %82, align 8
  br label %83

83:                                               ; preds = %74
  %84 = load i32, i32* %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %6, align 4
  br label %68, !llvm.loop !8

86:                                               ; preds = %68
  %87 = load %struct.Msg*, %struct.Msg** %5, align 8
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1
  %89 = getelementptr inbounds [0 x double], [0 x double]* %88, i64 0, i64 3
  %90 = load double, double* %89, align 8
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i64 0, i64 0), double noundef %90)
  %92 = load %struct.Msg*, %struct.Msg** %5, align 8
  %93 = bitcast %struct.Msg* %92 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %93, i8 0, i64 8, i1 false)
  %94 = load %struct.Msg*, %struct.Msg** %5, align 8
  %95 = bitcast %struct.Msg* %94 to i8*
  call void @free(i8* noundef %95)
  %96 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  %97 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %97, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false)
  %98 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  store i32* %98, i32** %7, align 8
  %99 = load i32*, i32** %7, align 8
  %100 = bitcast i32* %99 to i8*
  call void @sort(i8* noundef %100, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %101 = load i32*, i32** %7, align 8
  %102 = getelementptr inbounds i32, i32* %101, i64 7
  %103 = load i32, i32* %102, align 4
  %104 = load i32*, i32** %7, align 8
  %105 = getelementptr inbounds i32, i32* %104, i64 1
  %106 = load i32, i32* %105, align 4
  %107 = load i32*, i32** %7, align 8
  %108 = getelementptr inbounds i32, i32* %107, i64 0
  %109 = load i32, i32* %108, align 4
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %109, i32 noundef %106, i32 noundef %103)
  %111 = bitcast %struct.Flags* %10 to i32*
  %112 = load i32, i32* %111, align 8
  %113 = and i32 %112, -2
  %114 = or i32 %113, 0
  store i32 %114, i32* %111, align 8
  %115 = bitcast %struct.Flags* %10 to i32*
  %116 = load i32, i32* %115, align 8
  %117 = and i32 %116, -15
  %118 = or i32 %117, 4
  store i32 %118, i32* %115, align 8
  %119 = bitcast %struct.Flags* %10 to i32*
  %120 = load i32, i32* %119, align 8
  %121 = and i32 %120, -497
  %122 = or i32 %121, 0
  store i32 %122, i32* %119, align 8
  %123 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %124 = load i64, i64* %123, align 8
  %125 = and i64 %124, -1099511627776
  %126 = or i64 %125, 0
  store i64 %126, i64* %123, align 8
  store %struct.Flags* %10, %struct.Flags** %9, align 8
  %127 = load %struct.Flags*, %struct.Flags** %9, align 8
  %128 = bitcast %struct.Flags* %127 to i32*
  %129 = load i32, i32* %128, align 8
  %130 = lshr i32 %129, 1
  %131 = and i32 %130, 7
  %132 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %131)
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i64 0, i64 0))
  store double 2.500000e+00, double* %11, align 8
  store double -1.000000e+00, double* %12, align 8
  %134 = load double, double* %11, align 8
  %135 = load double, double* %12, align 8
  %136 = fcmp ogt double %134, %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %86
  %138 = load double, double* %11, align 8
  br label %141

139:                                              ; preds = %86
  %140 = load double, double* %12, align 8
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi double [ %138, %137 ], [ %140, %139 ]
  store double %142, double* %13, align 8
  %143 = load double, double* %13, align 8
  store i32 3, i32* %14, align 4
  store i32 8, i32* %15, align 4
  %144 = load i32, i32* %14, align 4
  %145 = load i32, i32* %15, align 4
  %146 = icmp sgt i32 %144, %145
  br i1 %146, label %147, label %149

147:                                              ; preds = %141
  %148 = load i32, i32* %14, align 4
  br label %151

149:                                              ; preds = %141
  %150 = load i32, i32* %15, align 4
  br label %151

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ]
  store i32 %152, i32* %16, align 4
  %153 = load i32, i32* %16, align 4
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef %153, double noundef %143)
  %155 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %156 = extractvalue { i32, i1 } %155, 1
  %157 = extractvalue { i32, i1 } %155, 0
  store i32 %157, i32* %17, align 4
  %158 = zext i1 %156 to i32
  store i32 %158, i32* %18, align 4
  %159 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %160 = extractvalue { i64, i1 } %159, 1
  %161 = extractvalue { i64, i1 } %159, 0
  store i64 %161, i64* %19, align 8
  %162 = zext i1 %160 to i32
  store i32 %162, i32* %20, align 4
  %163 = load i32, i32* %20, align 4
  %164 = load i32, i32* %17, align 4
  %165 = load i32, i32* %18, align 4
  %166 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %165, i32 noundef %164, i32 noundef %163)
  %167 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %168 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double 1.000000e+00, double* %167, align 8
  store double 2.000000e+00, double* %168, align 8
  %169 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %170 = load double, double* %169, align 8
  %171 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %172 = load double, double* %171, align 8
  %173 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %174 = load double, double* %173, align 8
  %175 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %176 = load double, double* %175, align 8
  %177 = fmul double %170, %174
  %178 = fmul double %172, %176
  %179 = fmul double %170, %176
  %180 = fmul double %172, %174
  %181 = fsub double %177, %178
  %182 = fadd double %179, %180
  %183 = fcmp uno double %181, %181
  br i1 %183, label %184, label %190, !prof !10

184:                                              ; preds = %151
  %185 = fcmp uno double %182, %182
  br i1 %185, label %186, label %190, !prof !10

186:                                              ; preds = %184
  %187 = call { double, double } @__muldc3(double noundef %170, double noundef %172, double noundef %174, double noundef %176) #7
  %188 = extractvalue { double, double } %187, 0
  %189 = extractvalue { double, double } %187, 1
  br label %190

190:                                              ; preds = %186, %184, %151
  %191 = phi double [ %181, %151 ], [ %181, %184 ], [ %188, %186 ]
  %192 = phi double [ %182, %151 ], [ %182, %184 ], [ %189, %186 ]
  %193 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %194 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %191, double* %193, align 8
  store double %192, double* %194, align 8
  %195 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %196 = load double, double* %195, align 8
  %197 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %198 = load double, double* %197, align 8
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i64 0, i64 0), double noundef %198, double noundef %196)
  %200 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %201 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float 1.000000e+00, float* %200, align 4
  store float -1.000000e+00, float* %201, align 4
  %202 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %203 = load float, float* %202, align 4
  %204 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %205 = load float, float* %204, align 4
  %206 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %207 = load float, float* %206, align 4
  %208 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %209 = load float, float* %208, align 4
  %210 = fadd float %207, 1.000000e+00
  %211 = call { float, float } @__divsc3(float noundef %203, float noundef %205, float noundef %210, float noundef %209) #7
  %212 = extractvalue { float, float } %211, 0
  %213 = extractvalue { float, float } %211, 1
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %215 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float %212, float* %214, align 4
  store float %213, float* %215, align 4
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %217 = load float, float* %216, align 4
  %218 = fpext float %217 to double
  %219 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %220 = load float, float* %219, align 4
  %221 = fpext float %220 to double
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i64 0, i64 0), double noundef %221, double noundef %218)
  %223 = load void ()*, void ()** @hook, align 8
  %224 = icmp eq void ()* %223, null
  %225 = zext i1 %224 to i32
  %226 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 8
  %227 = getelementptr inbounds %struct.Self, %struct.Self* %226, i32 0, i32 1
  %228 = load i32*, i32** %227, align 8
  %229 = load i32, i32* %228, align 4
  %230 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 8
  %231 = getelementptr inbounds %struct.Self, %struct.Self* %230, i32 0, i32 1
  %232 = load i32*, i32** %231, align 8
  %233 = load i32, i32* %232, align 4
  %234 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %235 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8
  %236 = add nsw i32 %234, %235
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %236, i32 noundef 32, i32 noundef %233, i32 noundef %229, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i32 0, i64 1), i32 noundef %225)
  %238 = load i32, i32* @ctor_ran, align 4
  %239 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8
  %240 = fpext float %239 to double
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef %240, i32 noundef 32, i32 noundef %238)
  %242 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %243 = call i32 @vla_sum(i32 noundef 12)
  %244 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i64 0, i64 0), i32 noundef %243, i32 noundef %242)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare dso_local void @free(i8* noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 {
  %5 = alloca i32 (i8*, i8*)*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i8* %0, i8** %8, align 8
  %13 = load i8*, i8** %8, align 8
  store i8* %13, i8** %9, align 8
  store i32 1, i32* %11, align 4
  br label %14

14:                                               ; preds = %81, %4
  %15 = load i32, i32* %11, align 4
  %16 = load i32, i32* %7, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %84

18:                                               ; preds = %14
  %19 = load i32, i32* %11, align 4
  store i32 %19, i32* %12, align 4
  br label %20

20:                                               ; preds = %77, %18
  %21 = load i32, i32* %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %40

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %5, align 8
  %25 = load i8*, i8** %9, align 8
  %26 = load i32, i32* %12, align 4
  %27 = load i32, i32* %6, align 4
  %28 = mul nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, i8* %25, i64 %29
  %31 = load i8*, i8** %9, align 8
  %32 = load i32, i32* %12, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, i32* %6, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %31, i64 %36
  %38 = call i32 %24(i8* noundef %37, i8* noundef %30)
  %39 = icmp sgt i32 %38, 0
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ]
  br i1 %41, label %42, label %80

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  %44 = load i8*, i8** %9, align 8
  %45 = load i32, i32* %12, align 4
  %46 = load i32, i32* %6, align 4
  %47 = mul nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, i8* %44, i64 %48
  %50 = load i32, i32* %6, align 4
  %51 = sext i32 %50 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %43, i8* align 1 %49, i64 %51, i1 false)
  %52 = load i8*, i8** %9, align 8
  %53 = load i32, i32* %12, align 4
  %54 = load i32, i32* %6, align 4
  %55 = mul nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, i8* %52, i64 %56
  %58 = load i8*, i8** %9, align 8
  %59 = load i32, i32* %12, align 4
  %60 = sub nsw i32 %59, 1
  %61 = load i32, i32* %6, align 4
  %62 = mul nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, i8* %58, i64 %63
  %65 = load i32, i32* %6, align 4
  %66 = sext i32 %65 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %64, i64 %66, i1 false)
  %67 = load i8*, i8** %9, align 8
  %68 = load i32, i32* %12, align 4
  %69 = sub nsw i32 %68, 1
  %70 = load i32, i32* %6, align 4
  %71 = mul nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* %67, i64 %72
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  %75 = load i32, i32* %6, align 4
  %76 = sext i32 %75 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 1 %74, i64 %76, i1 false)
  br label %77

77:                                               ; preds = %42
  %78 = load i32, i32* %12, align 4
  %79 = add nsw i32 %78, -1
  store i32 %79, i32* %12, align 4
  br label %20, !llvm.loop !11

80:                                               ; preds = %40
  br label %81

81:                                               ; preds = %80
  %82 = load i32, i32* %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %11, align 4
  br label %14, !llvm.loop !12

84:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

declare dso_local { double, double } @__muldc3(double, double, double, double)

declare dso_local { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store i32 %0, i32* %5, align 4
  %6 = load i32, i32* %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = add i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4
  %16 = sub i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1)
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, i32* %5, align 4
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20)
  %23 = load i32, i32* %5, align 4
  %24 = sub i32 %23, 1
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22)
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = zext i32 %10 to i64
  %12 = call i8* @llvm.stacksave()
  store i8* %12, i8** %3, align 8
  %13 = alloca i32, i64 %11, align 4
  store i64 %11, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %14

14:                                               ; preds = %25, %1
  %15 = load i32, i32* %5, align 4
  %16 = load i32, i32* %2, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4
  %20 = load i32, i32* %5, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %13, i64 %23
  store i32 %21, i32* %24, align 4
  br label %25

25:                                               ; preds = %18
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %5, align 4
  br label %14, !llvm.loop !13

28:                                               ; preds = %14
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, i32* %7, align 4
  %31 = load i32, i32* %2, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %56

33:                                               ; preds = %29
  %34 = load i32, i32* %7, align 4
  %35 = add nsw i32 %34, 1
  %36 = zext i32 %35 to i64
  %37 = call i8* @llvm.stacksave()
  store i8* %37, i8** %8, align 8
  %38 = alloca i32, i64 %36, align 4
  store i64 %36, i64* %9, align 8
  %39 = load i32, i32* %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %13, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = load i32, i32* %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, i32* %38, i64 %44
  store i32 %42, i32* %45, align 4
  %46 = load i32, i32* %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %38, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = load i32, i32* %6, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, i32* %6, align 4
  %52 = load i8*, i8** %8, align 8
  call void @llvm.stackrestore(i8* %52)
  br label %53

53:                                               ; preds = %33
  %54 = load i32, i32* %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %7, align 4
  br label %29, !llvm.loop !14

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4
  %58 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %58)
  ret i32 %57
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}

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

@ctor_ran = internal global i32 0, align 4
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
@hook = internal constant void ()* null, align 4
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, i32* @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @at_exit_fn() #0 {
  ret void
}

; Function Attrs: noinline optnone
define dso_local i32 @main() #1 {
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
  %26 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %26, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 16, i1 false)
  %27 = bitcast %struct.Flags* %2 to i32*
  %28 = load i32, i32* %27, align 8
  %29 = shl i32 %28, 23
  %30 = ashr i32 %29, 27
  %31 = add nsw i32 %30, 2
  %32 = load i32, i32* %27, align 8
  %33 = and i32 %31, 31
  %34 = shl i32 %33, 4
  %35 = and i32 %32, -497
  %36 = or i32 %35, %34
  store i32 %36, i32* %27, align 8
  %37 = shl i32 %33, 27
  %38 = ashr i32 %37, 27
  %39 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %40 = load i64, i64* %39, align 8
  %41 = and i64 %40, 1099511627775
  %42 = bitcast %struct.Flags* %2 to i32*
  %43 = load i32, i32* %42, align 8
  %44 = shl i32 %43, 23
  %45 = ashr i32 %44, 27
  %46 = bitcast %struct.Flags* %2 to i32*
  %47 = load i32, i32* %46, align 8
  %48 = lshr i32 %47, 1
  %49 = and i32 %48, 7
  %50 = bitcast %struct.Flags* %2 to i32*
  %51 = load i32, i32* %50, align 8
  %52 = and i32 %51, 1
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %52, i32 noundef %49, i32 noundef %45, i64 noundef %41, i32 noundef 16)
  %54 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %54, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false)
  %55 = bitcast %struct.Wire* %4 to i8*
  %56 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %55, i8* align 1 %56, i32 7, i1 false)
  %57 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %58 = load i16, i16* %57, align 1
  %59 = zext i16 %58 to i32
  %60 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %61 = load i32, i32* %60, align 1
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %63 = load i8, i8* %62, align 1
  %64 = sext i8 %63 to i32
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %64, i32 noundef %61, i32 noundef %59, i32 noundef 7)
  %66 = call i8* @malloc(i32 noundef 40)
  %67 = bitcast i8* %66 to %struct.Msg*
  store %struct.Msg* %67, %struct.Msg** %5, align 4
  %68 = load %struct.Msg*, %struct.Msg** %5, align 4
  %69 = getelementptr inbounds %struct.Msg, %struct.Msg* %68, i32 0, i32 0
  store i32 4, i32* %69, align 8
  store i32 0, i32* %6, align 4
  br label %70

70:                                               ; preds = %84, %0
  %71 = load i32, i32* %6, align 4
  %72 = load %struct.Msg*, %struct.Msg** %5, align 4
  %73 = getelementptr inbounds %struct.Msg, %struct.Msg* %72, i32 0, i32 0
  %74 = load i32, i32* %73, align 8
  %75 = icmp slt i32 %71, %74
  br i1 %75, label %76, label %87

76:                                               ; preds = %70
  %77 = load i32, i32* %6, align 4
  %78 = sitofp i32 %77 to double
  %79 = fdiv double %78, 4.000000e+00
  %80 = load %struct.Msg*, %struct.Msg** %5, align 4
  %81 = getelementptr inbounds %struct.Msg, %struct.Msg* %80, i32 0, i32 1
  %82 = load i32, i32* %6, align 4
  %83 = getelementptr inbounds [0 x double], [0 x double]* %81, i32 0, i32 %82
  store double %79, double* %83, align 8
  br label %84

84:                                               ; preds = %76
  %85 = load i32, i32* %6, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %6, align 4
  br label %70, !llvm.loop !4

87:                                               ; preds = %70
  %88 = load %struct.Msg*, %struct.Msg** %5, align 4
  %89 = getelementptr inbounds %struct.Msg, %struct.Msg* %88, i32 0, i32 1
  %90 = getelementptr inbounds [0 x double], [0 x double]* %89, i32 0, i32 3
  %91 = load double, double* %90, align 8
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", i32 0, i32 0), double noundef %91)
  %93 = load %struct.Msg*, %struct.Msg** %5, align 4
  %94 = bitcast %struct.Msg* %93 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %94, i8 0, i32 8, i1 false)
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4
  %96 = bitcast %struct.Msg* %95 to i8*
  call void @free(i8* noundef %96)
  %97 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  %98 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %98, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false)
  %99 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  store i32* %99, i32** %7, align 4
  %100 = load i32*, i32** %7, align 4
  %101 = bitcast i32* %100 to i8*
  call void @sort(i8* noundef %101, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %102 = load i32*, i32** %7, align 4
  %103 = getelementptr inbounds i32, i32* %102, i32 7
  %104 = load i32, i32* %103, align 4
  %105 = load i32*, i32** %7, align 4
  %106 = getelementptr inbounds i32, i32* %105, i32 1
  %107 = load i32, i32* %106, align 4
  %108 = load i32*, i32** %7, align 4
  %109 = getelementptr inbounds i32, i32* %108, i32 0
  %110 = load i32, i32* %109, align 4
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %110, i32 noundef %107, i32 noundef %104)
  %112 = bitcast %struct.Flags* %10 to i32*
  %113 = load i32, i32* %112, align 8
  %114 = and i32 %113, -2
  %115 = or i32 %114, 0
  store i32 %115, i32* %112, align 8
  %116 = bitcast %struct.Flags* %10 to i32*
  %117 = load i32, i32* %116, align 8
  %118 = and i32 %117, -15
  %119 = or i32 %118, 4
  store i32 %119, i32* %116, align 8
  %120 = bitcast %struct.Flags* %10 to i32*
  %121 = load i32, i32* %120, align 8
  %122 = and i32 %121, -497
  %123 = or i32 %122, 0
  store i32 %123, i32* %120, align 8
  %124 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %125 = load i64, i64* %124, align 8
  %126 = and i64 %125, -1099511627776
  %127 = or i64 %126, 0
  store i64 %127, i64* %124, align 8
  store %struct.Flags* %10, %struct.Flags** %9, align 4
  %128 = load %struct.Flags*, %struct.Flags** %9, align 4
  %129 = bitcast %struct.Flags* %128 to i32*
  %130 = load i32, i32* %129, align 8
  %131 = lshr i32 %130, 1
  %132 = and i32 %131, 7
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %132)
  %134 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBIPMCLC@int?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GOKPGOLB@long?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KNFBNCOH@float?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05NCJLPPFE@char?$CK?$AA@", i32 0, i32 0))
  store double 2.500000e+00, double* %11, align 8
  store double -1.000000e+00, double* %12, align 8
  %135 = load double, double* %11, align 8
  %136 = load double, double* %12, align 8
  %137 = fcmp ogt double %135, %136
  br i1 %137, label %138, label %140

138:                                              ; preds = %87
  %139 = load double, double* %11, align 8
  br label %142

140:                                              ; preds = %87
  %141 = load double, double* %12, align 8
  br label %142

142:                                              ; preds = %140, %138
  %143 = phi double [ %139, %138 ], [ %141, %140 ]
  store double %143, double* %13, align 8
  %144 = load double, double* %13, align 8
  store i32 3, i32* %14, align 4
  store i32 8, i32* %15, align 4
  %145 = load i32, i32* %14, align 4
  %146 = load i32, i32* %15, align 4
  %147 = icmp sgt i32 %145, %146
  br i1 %147, label %148, label %150

148:                                              ; preds = %142
  %149 = load i32, i32* %14, align 4
  br label %152

150:                                              ; preds = %142
  %151 = load i32, i32* %15, align 4
  br label %152

152:                                              ; preds = %150, %148
  %153 = phi i32 [ %149, %148 ], [ %151, %150 ]
  store i32 %153, i32* %16, align 4
  %154 = load i32, i32* %16, align 4
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 0, i32 0), i32 noundef %154, double noundef %144)
  %156 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %157 = extractvalue { i32, i1 } %156, 1
  %158 = extractvalue { i32, i1 } %156, 0
  store i32 %158, i32* %17, align 4
  %159 = zext i1 %157 to i32
  store i32 %159, i32* %18, align 4
  %160 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %161 = extractvalue { i64, i1 } %160, 1
  %162 = extractvalue { i64, i1 } %160, 0
  store i64 %162, i64* %19, align 8
  %163 = zext i1 %161 to i32
  store i32 %163, i32* %20, align 4
  %164 = load i32, i32* %20, align 4
  %165 = load i32, i32* %17, align 4
  %166 = load i32, i32* %18, align 4
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %166, i32 noundef %165, i32 noundef %164)
  %168 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %169 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double 1.000000e+00, double* %168, align 8
  store double 2.000000e+00, double* %169, align 8
  %170 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %171 = load double, double* %170, align 8
  %172 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %173 = load double, double* %172, align 8
  %174 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %175 = load double, double* %174, align 8
  %176 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %177 = load double, double* %176, align 8
  %178 = fmul double %171, %175
  %179 = fmul double %173, %177
  %180 = fmul double %171, %177
  %181 = fmul double %173, %175
  %182 = fsub double %178, %179
  %183 = fadd double %180, %181
  %184 = fcmp uno double %182, %182
  br i1 %184, label %185, label %192, !prof !6

185:                                              ; preds = %152
  %186 = fcmp uno double %183, %183
  br i1 %186, label %187, label %192, !prof !6

187:                                              ; preds = %185
  call void @__muldc3({ double, double }* sret({ double, double }) align 8 %23, double noundef %171, double noundef %173, double noundef %175, double noundef %177) #7
  %188 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0
  %189 = load double, double* %188, align 8
  %190 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1
  %191 = load double, double* %190, align 8
  br label %192

192:                                              ; preds = %187, %185, %152
  %193 = phi double [ %182, %152 ], [ %182, %185 ], [ %189, %187 ]
  %194 = phi double [ %183, %152 ], [ %183, %185 ], [ %191, %187 ]
  %195 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %196 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %193, double* %195, align 8
  store double %194, double* %196, align 8
  %197 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %198 = load double, double* %197, align 8
  %199 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %200 = load double, double* %199, align 8
  %201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", i32 0, i32 0), double noundef %200, double noundef %198)
  %202 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %203 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  store float 1.000000e+00, float* %202, align 4
  store float -1.000000e+00, float* %203, align 4
  %204 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %205 = load float, float* %204, align 4
  %206 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %207 = load float, float* %206, align 4
  %208 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %209 = load float, float* %208, align 4
  %210 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %211 = load float, float* %210, align 4
  %212 = fadd float %209, 1.000000e+00
  %213 = call i64 @__divsc3(float noundef %205, float noundef %207, float noundef %212, float noundef %211) #7
  %214 = bitcast { float, float }* %25 to i64*
  store i64 %213, i64* %214, align 4
  %215 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0
  %216 = load float, float* %215, align 4
  %217 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1
  %218 = load float, float* %217, align 4
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %220 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  store float %216, float* %219, align 4
  store float %218, float* %220, align 4
  %221 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %222 = load float, float* %221, align 4
  %223 = fpext float %222 to double
  %224 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %225 = load float, float* %224, align 4
  %226 = fpext float %225 to double
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", i32 0, i32 0), double noundef %226, double noundef %223)
  %228 = load void ()*, void ()** @hook, align 4
  %229 = icmp eq void ()* %228, null
  %230 = zext i1 %229 to i32
  %231 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4
  %232 = getelementptr inbounds %struct.Self, %struct.Self* %231, i32 0, i32 1
  %233 = load i32*, i32** %232, align 4
  %234 = load i32, i32* %233, align 4
  %235 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4
  %236 = getelementptr inbounds %struct.Self, %struct.Self* %235, i32 0, i32 1
  %237 = load i32*, i32** %236, align 4
  %238 = load i32, i32* %237, align 4
  %239 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %240 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4
  %241 = add nsw i32 %239, %240
  %242 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %241, i32 noundef 32, i32 noundef %238, i32 noundef %234, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CJBACGMB@hello?$AA@", i32 0, i64 1), i32 noundef %230)
  %243 = load i32, i32* @ctor_ran, align 4
  %244 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8
  %245 = fpext float %244 to double
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", i32 0, i32 0), double noundef %245, i32 noundef 32, i32 noundef %243)
  %247 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %248 = call i32 @vla_sum(i32 noundef 12)
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 0, i32 0), i32 noundef %248, i32 noundef %247)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local i8* @malloc(i32 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

declare dso_local void @free(i8* noundef) #3

; Function Attrs: noinline optnone
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 {
  %5 = alloca i32 (i8*, i8*)*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i8* %0, i8** %8, align 4
  %13 = load i8*, i8** %8, align 4
  store i8* %13, i8** %9, align 4
  store i32 1, i32* %11, align 4
  br label %14

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4
  %16 = load i32, i32* %7, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %75

18:                                               ; preds = %14
  %19 = load i32, i32* %11, align 4
  store i32 %19, i32* %12, align 4
  br label %20

20:                                               ; preds = %68, %18
  %21 = load i32, i32* %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %38

23:                                               ; preds = %20
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %5, align 4
  %25 = load i8*, i8** %9, align 4
  %26 = load i32, i32* %12, align 4
  %27 = load i32, i32* %6, align 4
  %28 = mul nsw i32 %26, %27
  %29 = getelementptr inbounds i8, i8* %25, i32 %28
  %30 = load i8*, i8** %9, align 4
  %31 = load i32, i32* %12, align 4
  %32 = sub nsw i32 %31, 1
  %33 = load i32, i32* %6, align 4
  %34 = mul nsw i32 %32, %33
  %35 = getelementptr inbounds i8, i8* %30, i32 %34
  %36 = call i32 %24(i8* noundef %35, i8* noundef %29)
  %37 = icmp sgt i32 %36, 0
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ]
  br i1 %39, label %40, label %71

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0
  %42 = load i8*, i8** %9, align 4
  %43 = load i32, i32* %12, align 4
  %44 = load i32, i32* %6, align 4
  %45 = mul nsw i32 %43, %44
  %46 = getelementptr inbounds i8, i8* %42, i32 %45
  %47 = load i32, i32* %6, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false)
  %48 = load i8*, i8** %9, align 4
  %49 = load i32, i32* %12, align 4
  %50 = load i32, i32* %6, align 4
  %51 = mul nsw i32 %49, %50
  %52 = getelementptr inbounds i8, i8* %48, i32 %51
  %53 = load i8*, i8** %9, align 4
  %54 = load i32, i32* %12, align 4
  %55 = sub nsw i32 %54, 1
  %56 = load i32, i32* %6, align 4
  %57 = mul nsw i32 %55, %56
  %58 = getelementptr inbounds i8, i8* %53, i32 %57
  %59 = load i32, i32* %6, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false)
  %60 = load i8*, i8** %9, align 4
  %61 = load i32, i32* %12, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, i32* %6, align 4
  %64 = mul nsw i32 %62, %63
  %65 = getelementptr inbounds i8, i8* %60, i32 %64
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0
  %67 = load i32, i32* %6, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* %12, align 4
  br label %20, !llvm.loop !7

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %11, align 4
  br label %14, !llvm.loop !8

75:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %1, i8** %3, align 4
  store i8* %0, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %4, align 4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

declare dso_local void @__muldc3({ double, double }*, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone
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

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i8* @llvm.stacksave()
  store i8* %11, i8** %3, align 4
  %12 = alloca i32, i32 %10, align 4
  store i32 %10, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %13

13:                                               ; preds = %23, %1
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4
  %19 = load i32, i32* %5, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds i32, i32* %12, i32 %21
  store i32 %20, i32* %22, align 4
  br label %23

23:                                               ; preds = %17
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  br label %13, !llvm.loop !9

26:                                               ; preds = %13
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %27

27:                                               ; preds = %47, %26
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %50

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = call i8* @llvm.stacksave()
  store i8* %34, i8** %8, align 4
  %35 = alloca i32, i32 %33, align 4
  store i32 %33, i32* %9, align 4
  %36 = load i32, i32* %7, align 4
  %37 = getelementptr inbounds i32, i32* %12, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32, i32* %7, align 4
  %40 = getelementptr inbounds i32, i32* %35, i32 %39
  store i32 %38, i32* %40, align 4
  %41 = load i32, i32* %7, align 4
  %42 = getelementptr inbounds i32, i32* %35, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32, i32* %6, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* %6, align 4
  %46 = load i8*, i8** %8, align 4
  call void @llvm.stackrestore(i8* %46)
  br label %47

47:                                               ; preds = %31
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %7, align 4
  br label %27, !llvm.loop !10

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4
  %52 = load i8*, i8** %3, align 4
  call void @llvm.stackrestore(i8* %52)
  ret i32 %51
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}

; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Self = type { ptr, ptr }
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
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 1, !dbg !12
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 1, !dbg !18
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 1, !dbg !23
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", comdat, align 1, !dbg !28
@"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"compound %u\0A\00", comdat, align 1, !dbg !33
@"??_C@_05NCJLPPFE@char?$CK?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"char*\00", comdat, align 1, !dbg !38
@"??_C@_05KNFBNCOH@float?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"float\00", comdat, align 1, !dbg !43
@"??_C@_04GOKPGOLB@long?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"long\00", comdat, align 1, !dbg !45
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 1, !dbg !50
@"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", comdat, align 1, !dbg !55
@"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", comdat, align 1, !dbg !60
@"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", comdat, align 1, !dbg !65
@"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", comdat, align 1, !dbg !67
@"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", comdat, align 1, !dbg !69
@hook = internal constant ptr null, align 8, !dbg !104
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1, !dbg !74
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 16, !dbg !110
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16, !dbg !120
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1, !dbg !89
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !123
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1, !dbg !94
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1, !dbg !99
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !139 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !140
  %2 = add nsw i32 %1, 1, !dbg !140
  store i32 %2, ptr @ctor_ran, align 4, !dbg !140
  ret void, !dbg !140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !141 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !142
  %2 = mul nsw i32 %1, 10, !dbg !142
  store i32 %2, ptr @ctor_ran, align 4, !dbg !142
  ret void, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !143 {
  ret void, !dbg !144
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !145 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [8 x i32], align 4
  %9 = alloca ptr, align 8
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
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !149, !DIExpression(), !157)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false), !dbg !157
  %26 = load i32, ptr %2, align 8, !dbg !158
  %27 = shl i32 %26, 23, !dbg !158
  %28 = ashr i32 %27, 27, !dbg !158
  %29 = add nsw i32 %28, 2, !dbg !158
  %30 = load i32, ptr %2, align 8, !dbg !158
  %31 = and i32 %29, 31, !dbg !158
  %32 = shl i32 %31, 4, !dbg !158
  %33 = and i32 %30, -497, !dbg !158
  %34 = or i32 %33, %32, !dbg !158
  store i32 %34, ptr %2, align 8, !dbg !158
  %35 = shl i32 %31, 27, !dbg !158
  %36 = ashr i32 %35, 27, !dbg !158
  %37 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !159
  %38 = load i64, ptr %37, align 8, !dbg !159
  %39 = and i64 %38, 1099511627775, !dbg !159
  %40 = load i32, ptr %2, align 8, !dbg !159
  %41 = shl i32 %40, 23, !dbg !159
  %42 = ashr i32 %41, 27, !dbg !159
  %43 = load i32, ptr %2, align 8, !dbg !159
  %44 = lshr i32 %43, 1, !dbg !159
  %45 = and i32 %44, 7, !dbg !159
  %46 = load i32, ptr %2, align 8, !dbg !159
  %47 = and i32 %46, 1, !dbg !159
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 noundef %47, i32 noundef %45, i32 noundef %42, i64 noundef %39, i32 noundef 16), !dbg !159
    #dbg_declare(ptr %3, !160, !DIExpression(), !165)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false), !dbg !165
    #dbg_declare(ptr %4, !166, !DIExpression(), !173)
  %49 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0, !dbg !174
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %49, i64 7, i1 false), !dbg !174
  %50 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !175
  %51 = load i16, ptr %50, align 1, !dbg !175
  %52 = zext i16 %51 to i32, !dbg !175
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !175
  %54 = load i32, ptr %53, align 1, !dbg !175
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !175
  %56 = load i8, ptr %55, align 1, !dbg !175
  %57 = sext i8 %56 to i32, !dbg !175
  %58 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 noundef %57, i32 noundef %54, i32 noundef %52, i32 noundef 7), !dbg !175
    #dbg_declare(ptr %5, !176, !DIExpression(), !185)
  %59 = call ptr @malloc(i64 noundef 40) #8, !dbg !185
  store ptr %59, ptr %5, align 8, !dbg !185
  %60 = load ptr, ptr %5, align 8, !dbg !186
  %61 = getelementptr inbounds %struct.Msg, ptr %60, i32 0, i32 0, !dbg !186
  store i32 4, ptr %61, align 8, !dbg !186
    #dbg_declare(ptr %6, !187, !DIExpression(), !189)
  store i32 0, ptr %6, align 4, !dbg !189
  br label %62, !dbg !189

62:                                               ; preds = %77, %0
  %63 = load i32, ptr %6, align 4, !dbg !189
  %64 = load ptr, ptr %5, align 8, !dbg !189
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0, !dbg !189
  %66 = load i32, ptr %65, align 8, !dbg !189
  %67 = icmp slt i32 %63, %66, !dbg !189
  br i1 %67, label %68, label %80, !dbg !189

68:                                               ; preds = %62
  %69 = load i32, ptr %6, align 4, !dbg !190
  %70 = sitofp i32 %69 to double, !dbg !190
  %71 = fdiv double %70, 4.000000e+00, !dbg !190
  %72 = load ptr, ptr %5, align 8, !dbg !190
  %73 = getelementptr inbounds %struct.Msg, ptr %72, i32 0, i32 1, !dbg !190
  %74 = load i32, ptr %6, align 4, !dbg !190
  %75 = sext i32 %74 to i64, !dbg !190
  %76 = getelementptr inbounds [0 x double], ptr %73, i64 0, i64 %75, !dbg !190
  store double %71, ptr %76, align 8, !dbg !190
  br label %77, !dbg !190

77:                                               ; preds = %68
  %78 = load i32, ptr %6, align 4, !dbg !190
  %79 = add nsw i32 %78, 1, !dbg !190
  store i32 %79, ptr %6, align 4, !dbg !190
  br label %62, !dbg !190, !llvm.loop !192

80:                                               ; preds = %62
  %81 = load ptr, ptr %5, align 8, !dbg !194
  %82 = getelementptr inbounds %struct.Msg, ptr %81, i32 0, i32 1, !dbg !194
  %83 = getelementptr inbounds [0 x double], ptr %82, i64 0, i64 3, !dbg !194
  %84 = load double, ptr %83, align 8, !dbg !194
  %85 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", double noundef %84), !dbg !194
  %86 = load ptr, ptr %5, align 8, !dbg !195
  call void @llvm.memset.p0.i64(ptr align 8 %86, i8 0, i64 8, i1 false), !dbg !195
  %87 = load ptr, ptr %5, align 8, !dbg !196
  call void @free(ptr noundef %87), !dbg !196
    #dbg_declare(ptr %7, !197, !DIExpression(), !198)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false), !dbg !198
  %88 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0, !dbg !198
  store ptr %88, ptr %7, align 8, !dbg !198
  %89 = load ptr, ptr %7, align 8, !dbg !199
  call void @sort(ptr noundef %89, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !199
  %90 = load ptr, ptr %7, align 8, !dbg !200
  %91 = getelementptr inbounds i32, ptr %90, i64 7, !dbg !200
  %92 = load i32, ptr %91, align 4, !dbg !200
  %93 = load ptr, ptr %7, align 8, !dbg !200
  %94 = getelementptr inbounds i32, ptr %93, i64 1, !dbg !200
  %95 = load i32, ptr %94, align 4, !dbg !200
  %96 = load ptr, ptr %7, align 8, !dbg !200
  %97 = getelementptr inbounds i32, ptr %96, i64 0, !dbg !200
  %98 = load i32, ptr %97, align 4, !dbg !200
  %99 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %98, i32 noundef %95, i32 noundef %92), !dbg !200
    #dbg_declare(ptr %9, !201, !DIExpression(), !203)
  %100 = load i32, ptr %10, align 8, !dbg !203
  %101 = and i32 %100, -2, !dbg !203
  %102 = or i32 %101, 0, !dbg !203
  store i32 %102, ptr %10, align 8, !dbg !203
  %103 = load i32, ptr %10, align 8, !dbg !203
  %104 = and i32 %103, -15, !dbg !203
  %105 = or i32 %104, 4, !dbg !203
  store i32 %105, ptr %10, align 8, !dbg !203
  %106 = load i32, ptr %10, align 8, !dbg !203
  %107 = and i32 %106, -497, !dbg !203
  %108 = or i32 %107, 0, !dbg !203
  store i32 %108, ptr %10, align 8, !dbg !203
  %109 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !203
  %110 = load i64, ptr %109, align 8, !dbg !203
  %111 = and i64 %110, -1099511627776, !dbg !203
  %112 = or i64 %111, 0, !dbg !203
  store i64 %112, ptr %109, align 8, !dbg !203
  store ptr %10, ptr %9, align 8, !dbg !203
  %113 = load ptr, ptr %9, align 8, !dbg !204
  %114 = load i32, ptr %113, align 8, !dbg !204
  %115 = lshr i32 %114, 1, !dbg !204
  %116 = and i32 %115, 7, !dbg !204
  %117 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 noundef %116), !dbg !204
  %118 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef @"??_C@_04GOKPGOLB@long?$AA@", ptr noundef @"??_C@_05KNFBNCOH@float?$AA@", ptr noundef @"??_C@_05NCJLPPFE@char?$CK?$AA@"), !dbg !205
    #dbg_declare(ptr %11, !206, !DIExpression(), !208)
  store double 2.500000e+00, ptr %11, align 8, !dbg !208
    #dbg_declare(ptr %12, !209, !DIExpression(), !208)
  store double -1.000000e+00, ptr %12, align 8, !dbg !208
  %119 = load double, ptr %11, align 8, !dbg !208
  %120 = load double, ptr %12, align 8, !dbg !208
  %121 = fcmp ogt double %119, %120, !dbg !208
  br i1 %121, label %122, label %124, !dbg !208

122:                                              ; preds = %80
  %123 = load double, ptr %11, align 8, !dbg !208
  br label %126, !dbg !208

124:                                              ; preds = %80
  %125 = load double, ptr %12, align 8, !dbg !208
  br label %126, !dbg !208

126:                                              ; preds = %124, %122
  %127 = phi double [ %123, %122 ], [ %125, %124 ], !dbg !208
  store double %127, ptr %13, align 8, !dbg !208
  %128 = load double, ptr %13, align 8, !dbg !208
    #dbg_declare(ptr %14, !210, !DIExpression(), !212)
  store i32 3, ptr %14, align 4, !dbg !212
    #dbg_declare(ptr %15, !213, !DIExpression(), !212)
  store i32 8, ptr %15, align 4, !dbg !212
  %129 = load i32, ptr %14, align 4, !dbg !212
  %130 = load i32, ptr %15, align 4, !dbg !212
  %131 = icmp sgt i32 %129, %130, !dbg !212
  br i1 %131, label %132, label %134, !dbg !212

132:                                              ; preds = %126
  %133 = load i32, ptr %14, align 4, !dbg !212
  br label %136, !dbg !212

134:                                              ; preds = %126
  %135 = load i32, ptr %15, align 4, !dbg !212
  br label %136, !dbg !212

136:                                              ; preds = %134, %132
  %137 = phi i32 [ %133, %132 ], [ %135, %134 ], !dbg !212
  store i32 %137, ptr %16, align 4, !dbg !212
  %138 = load i32, ptr %16, align 4, !dbg !212
  %139 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %138, double noundef %128), !dbg !214
    #dbg_declare(ptr %17, !215, !DIExpression(), !216)
    #dbg_declare(ptr %18, !217, !DIExpression(), !218)
  %140 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !218
  %141 = extractvalue { i32, i1 } %140, 1, !dbg !218
  %142 = extractvalue { i32, i1 } %140, 0, !dbg !218
  store i32 %142, ptr %17, align 4, !dbg !218
  %143 = zext i1 %141 to i32, !dbg !218
  store i32 %143, ptr %18, align 4, !dbg !218
    #dbg_declare(ptr %19, !219, !DIExpression(), !220)
    #dbg_declare(ptr %20, !221, !DIExpression(), !222)
  %144 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !222
  %145 = extractvalue { i64, i1 } %144, 1, !dbg !222
  %146 = extractvalue { i64, i1 } %144, 0, !dbg !222
  store i64 %146, ptr %19, align 8, !dbg !222
  %147 = zext i1 %145 to i32, !dbg !222
  store i32 %147, ptr %20, align 4, !dbg !222
  %148 = load i32, ptr %20, align 4, !dbg !223
  %149 = load i32, ptr %17, align 4, !dbg !223
  %150 = load i32, ptr %18, align 4, !dbg !223
  %151 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %150, i32 noundef %149, i32 noundef %148), !dbg !223
    #dbg_declare(ptr %21, !224, !DIExpression(), !226)
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !226
  %153 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !226
  store double 1.000000e+00, ptr %152, align 8, !dbg !226
  store double 2.000000e+00, ptr %153, align 8, !dbg !226
    #dbg_declare(ptr %22, !227, !DIExpression(), !228)
  %154 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !228
  %155 = load double, ptr %154, align 8, !dbg !228
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !228
  %157 = load double, ptr %156, align 8, !dbg !228
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !228
  %159 = load double, ptr %158, align 8, !dbg !228
  %160 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !228
  %161 = load double, ptr %160, align 8, !dbg !228
  %162 = fmul double %155, %159, !dbg !228
  %163 = fmul double %157, %161, !dbg !228
  %164 = fmul double %155, %161, !dbg !228
  %165 = fmul double %157, %159, !dbg !228
  %166 = fsub double %162, %163, !dbg !228
  %167 = fadd double %164, %165, !dbg !228
  %168 = fcmp uno double %166, %166, !dbg !228
  br i1 %168, label %169, label %176, !dbg !228, !prof !229

169:                                              ; preds = %136
  %170 = fcmp uno double %167, %167, !dbg !228
  br i1 %170, label %171, label %176, !dbg !228, !prof !229

171:                                              ; preds = %169
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %155, double noundef %157, double noundef %159, double noundef %161) #9, !dbg !228
  %172 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0, !dbg !228
  %173 = load double, ptr %172, align 8, !dbg !228
  %174 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1, !dbg !228
  %175 = load double, ptr %174, align 8, !dbg !228
  br label %176, !dbg !228

176:                                              ; preds = %171, %169, %136
  %177 = phi double [ %166, %136 ], [ %166, %169 ], [ %173, %171 ], !dbg !228
  %178 = phi double [ %167, %136 ], [ %167, %169 ], [ %175, %171 ], !dbg !228
  %179 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !228
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !228
  store double %177, ptr %179, align 8, !dbg !228
  store double %178, ptr %180, align 8, !dbg !228
  %181 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !230
  %182 = load double, ptr %181, align 8, !dbg !230
  %183 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !230
  %184 = load double, ptr %183, align 8, !dbg !230
  %185 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", double noundef %184, double noundef %182), !dbg !230
    #dbg_declare(ptr %24, !231, !DIExpression(), !233)
  %186 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !233
  %187 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !233
  store float 1.000000e+00, ptr %186, align 4, !dbg !233
  store float -1.000000e+00, ptr %187, align 4, !dbg !233
  %188 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !234
  %189 = load float, ptr %188, align 4, !dbg !234
  %190 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !234
  %191 = load float, ptr %190, align 4, !dbg !234
  %192 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !234
  %193 = load float, ptr %192, align 4, !dbg !234
  %194 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !234
  %195 = load float, ptr %194, align 4, !dbg !234
  %196 = fadd float %193, 1.000000e+00, !dbg !234
  %197 = call i64 @__divsc3(float noundef %189, float noundef %191, float noundef %196, float noundef %195) #9, !dbg !234
  store i64 %197, ptr %25, align 4, !dbg !234
  %198 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0, !dbg !234
  %199 = load float, ptr %198, align 4, !dbg !234
  %200 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1, !dbg !234
  %201 = load float, ptr %200, align 4, !dbg !234
  %202 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !234
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !234
  store float %199, ptr %202, align 4, !dbg !234
  store float %201, ptr %203, align 4, !dbg !234
  %204 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1, !dbg !235
  %205 = load float, ptr %204, align 4, !dbg !235
  %206 = fpext float %205 to double, !dbg !235
  %207 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0, !dbg !235
  %208 = load float, ptr %207, align 4, !dbg !235
  %209 = fpext float %208 to double, !dbg !235
  %210 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", double noundef %209, double noundef %206), !dbg !235
  %211 = load ptr, ptr @hook, align 8, !dbg !236
  %212 = icmp eq ptr %211, null, !dbg !236
  %213 = zext i1 %212 to i32, !dbg !236
  %214 = load ptr, ptr @ring, align 16, !dbg !236
  %215 = getelementptr inbounds %struct.Self, ptr %214, i32 0, i32 1, !dbg !236
  %216 = load ptr, ptr %215, align 8, !dbg !236
  %217 = load i32, ptr %216, align 4, !dbg !236
  %218 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 16, !dbg !236
  %219 = getelementptr inbounds %struct.Self, ptr %218, i32 0, i32 1, !dbg !236
  %220 = load ptr, ptr %219, align 8, !dbg !236
  %221 = load i32, ptr %220, align 4, !dbg !236
  %222 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !236
  %223 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8, !dbg !236
  %224 = add nsw i32 %222, %223, !dbg !236
  %225 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %224, i32 noundef 32, i32 noundef %221, i32 noundef %217, ptr noundef getelementptr (i8, ptr @"??_C@_05CJBACGMB@hello?$AA@", i64 1), i32 noundef %213), !dbg !236
  %226 = load i32, ptr @ctor_ran, align 4, !dbg !237
  %227 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8, !dbg !237
  %228 = fpext float %227 to double, !dbg !237
  %229 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", double noundef %228, i32 noundef 32, i32 noundef %226), !dbg !237
  %230 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !238
  %231 = call i32 @vla_sum(i32 noundef 12), !dbg !238
  %232 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 noundef %231, i32 noundef %230), !dbg !238
  ret i32 0, !dbg !239
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare dso_local void @free(ptr noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !240 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %3, ptr %5, align 8
    #dbg_declare(ptr %5, !249, !DIExpression(), !250)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !251, !DIExpression(), !250)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !252, !DIExpression(), !250)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !253, !DIExpression(), !250)
    #dbg_declare(ptr %9, !254, !DIExpression(), !256)
  %13 = load ptr, ptr %8, align 8, !dbg !256
  store ptr %13, ptr %9, align 8, !dbg !256
    #dbg_declare(ptr %10, !257, !DIExpression(), !261)
    #dbg_declare(ptr %11, !262, !DIExpression(), !264)
  store i32 1, ptr %11, align 4, !dbg !264
  br label %14, !dbg !264

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4, !dbg !264
  %16 = load i32, ptr %7, align 4, !dbg !264
  %17 = icmp slt i32 %15, %16, !dbg !264
  br i1 %17, label %18, label %84, !dbg !264

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !265, !DIExpression(), !268)
  %19 = load i32, ptr %11, align 4, !dbg !268
  store i32 %19, ptr %12, align 4, !dbg !268
  br label %20, !dbg !268

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4, !dbg !268
  %22 = icmp sgt i32 %21, 0, !dbg !268
  br i1 %22, label %23, label %40, !dbg !268

23:                                               ; preds = %20
  %24 = load ptr, ptr %5, align 8, !dbg !268
  %25 = load ptr, ptr %9, align 8, !dbg !268
  %26 = load i32, ptr %12, align 4, !dbg !268
  %27 = load i32, ptr %6, align 4, !dbg !268
  %28 = mul nsw i32 %26, %27, !dbg !268
  %29 = sext i32 %28 to i64, !dbg !268
  %30 = getelementptr inbounds i8, ptr %25, i64 %29, !dbg !268
  %31 = load ptr, ptr %9, align 8, !dbg !268
  %32 = load i32, ptr %12, align 4, !dbg !268
  %33 = sub nsw i32 %32, 1, !dbg !268
  %34 = load i32, ptr %6, align 4, !dbg !268
  %35 = mul nsw i32 %33, %34, !dbg !268
  %36 = sext i32 %35 to i64, !dbg !268
  %37 = getelementptr inbounds i8, ptr %31, i64 %36, !dbg !268
  %38 = call i32 %24(ptr noundef %37, ptr noundef %30), !dbg !268
  %39 = icmp sgt i32 %38, 0, !dbg !268
  br label %40, !dbg !268

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !268
  br i1 %41, label %42, label %80, !dbg !268

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !269
  %44 = load ptr, ptr %9, align 8, !dbg !269
  %45 = load i32, ptr %12, align 4, !dbg !269
  %46 = load i32, ptr %6, align 4, !dbg !269
  %47 = mul nsw i32 %45, %46, !dbg !269
  %48 = sext i32 %47 to i64, !dbg !269
  %49 = getelementptr inbounds i8, ptr %44, i64 %48, !dbg !269
  %50 = load i32, ptr %6, align 4, !dbg !269
  %51 = sext i32 %50 to i64, !dbg !269
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 1 %49, i64 %51, i1 false), !dbg !269
  %52 = load ptr, ptr %9, align 8, !dbg !272
  %53 = load i32, ptr %12, align 4, !dbg !272
  %54 = load i32, ptr %6, align 4, !dbg !272
  %55 = mul nsw i32 %53, %54, !dbg !272
  %56 = sext i32 %55 to i64, !dbg !272
  %57 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !272
  %58 = load ptr, ptr %9, align 8, !dbg !272
  %59 = load i32, ptr %12, align 4, !dbg !272
  %60 = sub nsw i32 %59, 1, !dbg !272
  %61 = load i32, ptr %6, align 4, !dbg !272
  %62 = mul nsw i32 %60, %61, !dbg !272
  %63 = sext i32 %62 to i64, !dbg !272
  %64 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !272
  %65 = load i32, ptr %6, align 4, !dbg !272
  %66 = sext i32 %65 to i64, !dbg !272
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false), !dbg !272
  %67 = load ptr, ptr %9, align 8, !dbg !273
  %68 = load i32, ptr %12, align 4, !dbg !273
  %69 = sub nsw i32 %68, 1, !dbg !273
  %70 = load i32, ptr %6, align 4, !dbg !273
  %71 = mul nsw i32 %69, %70, !dbg !273
  %72 = sext i32 %71 to i64, !dbg !273
  %73 = getelementptr inbounds i8, ptr %67, i64 %72, !dbg !273
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !273
  %75 = load i32, ptr %6, align 4, !dbg !273
  %76 = sext i32 %75 to i64, !dbg !273
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 16 %74, i64 %76, i1 false), !dbg !273
  br label %77, !dbg !274

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4, !dbg !275
  %79 = add nsw i32 %78, -1, !dbg !275
  store i32 %79, ptr %12, align 4, !dbg !275
  br label %20, !dbg !275, !llvm.loop !276

80:                                               ; preds = %40
  br label %81, !dbg !277

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4, !dbg !278
  %83 = add nsw i32 %82, 1, !dbg !278
  store i32 %83, ptr %11, align 4, !dbg !278
  br label %14, !dbg !278, !llvm.loop !279

84:                                               ; preds = %14
  ret void, !dbg !281
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !282 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !283, !DIExpression(), !284)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !285, !DIExpression(), !284)
  %5 = load ptr, ptr %3, align 8, !dbg !284
  %6 = load i32, ptr %5, align 4, !dbg !284
  %7 = load ptr, ptr %4, align 8, !dbg !284
  %8 = load i32, ptr %7, align 4, !dbg !284
  %9 = sub nsw i32 %6, %8, !dbg !284
  ret i32 %9, !dbg !284
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !286 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !290, !DIExpression(), !291)
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !292, !DIExpression(), !291)
  %6 = load i32, ptr %5, align 4, !dbg !293
  %7 = icmp eq i32 %6, 0, !dbg !293
  br i1 %7, label %8, label %11, !dbg !293

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !294
  %10 = add i32 %9, 1, !dbg !294
  store i32 %10, ptr %3, align 4, !dbg !294
  br label %26, !dbg !294

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !296
  %13 = icmp eq i32 %12, 0, !dbg !296
  br i1 %13, label %14, label %18, !dbg !296

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4, !dbg !297
  %16 = sub i32 %15, 1, !dbg !297
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !297
  store i32 %17, ptr %3, align 4, !dbg !297
  br label %26, !dbg !297

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !299
  %20 = sub i32 %19, 1, !dbg !299
  %21 = load i32, ptr %5, align 4, !dbg !299
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20), !dbg !299
  %23 = load i32, ptr %5, align 4, !dbg !299
  %24 = sub i32 %23, 1, !dbg !299
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22), !dbg !299
  store i32 %25, ptr %3, align 4, !dbg !299
  br label %26, !dbg !299

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !300
  ret i32 %27, !dbg !300
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !301 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !304, !DIExpression(), !305)
  %10 = load i32, ptr %2, align 4, !dbg !306
  %11 = zext i32 %10 to i64, !dbg !306
  %12 = call ptr @llvm.stacksave.p0(), !dbg !306
  store ptr %12, ptr %3, align 8, !dbg !306
  %13 = alloca i32, i64 %11, align 16, !dbg !306
  store i64 %11, ptr %4, align 8, !dbg !306
    #dbg_declare(ptr %4, !307, !DIExpression(), !308)
    #dbg_declare(ptr %13, !309, !DIExpression(), !306)
    #dbg_declare(ptr %5, !313, !DIExpression(), !315)
  store i32 0, ptr %5, align 4, !dbg !315
  br label %14, !dbg !315

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4, !dbg !315
  %16 = load i32, ptr %2, align 4, !dbg !315
  %17 = icmp slt i32 %15, %16, !dbg !315
  br i1 %17, label %18, label %28, !dbg !315

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !316
  %20 = load i32, ptr %5, align 4, !dbg !316
  %21 = mul nsw i32 %19, %20, !dbg !316
  %22 = load i32, ptr %5, align 4, !dbg !316
  %23 = sext i32 %22 to i64, !dbg !316
  %24 = getelementptr inbounds i32, ptr %13, i64 %23, !dbg !316
  store i32 %21, ptr %24, align 4, !dbg !316
  br label %25, !dbg !316

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4, !dbg !316
  %27 = add nsw i32 %26, 1, !dbg !316
  store i32 %27, ptr %5, align 4, !dbg !316
  br label %14, !dbg !316, !llvm.loop !318

28:                                               ; preds = %14
    #dbg_declare(ptr %6, !319, !DIExpression(), !320)
  store i32 0, ptr %6, align 4, !dbg !320
    #dbg_declare(ptr %7, !321, !DIExpression(), !323)
  store i32 0, ptr %7, align 4, !dbg !323
  br label %29, !dbg !323

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4, !dbg !323
  %31 = load i32, ptr %2, align 4, !dbg !323
  %32 = icmp slt i32 %30, %31, !dbg !323
  br i1 %32, label %33, label %56, !dbg !323

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4, !dbg !324
  %35 = add nsw i32 %34, 1, !dbg !324
  %36 = zext i32 %35 to i64, !dbg !324
  %37 = call ptr @llvm.stacksave.p0(), !dbg !324
  store ptr %37, ptr %8, align 8, !dbg !324
  %38 = alloca i32, i64 %36, align 16, !dbg !324
  store i64 %36, ptr %9, align 8, !dbg !324
    #dbg_declare(ptr %9, !327, !DIExpression(), !328)
    #dbg_declare(ptr %38, !329, !DIExpression(), !324)
  %39 = load i32, ptr %7, align 4, !dbg !333
  %40 = sext i32 %39 to i64, !dbg !333
  %41 = getelementptr inbounds i32, ptr %13, i64 %40, !dbg !333
  %42 = load i32, ptr %41, align 4, !dbg !333
  %43 = load i32, ptr %7, align 4, !dbg !333
  %44 = sext i32 %43 to i64, !dbg !333
  %45 = getelementptr inbounds i32, ptr %38, i64 %44, !dbg !333
  store i32 %42, ptr %45, align 4, !dbg !333
  %46 = load i32, ptr %7, align 4, !dbg !334
  %47 = sext i32 %46 to i64, !dbg !334
  %48 = getelementptr inbounds i32, ptr %38, i64 %47, !dbg !334
  %49 = load i32, ptr %48, align 4, !dbg !334
  %50 = load i32, ptr %6, align 4, !dbg !334
  %51 = add nsw i32 %50, %49, !dbg !334
  store i32 %51, ptr %6, align 4, !dbg !334
  %52 = load ptr, ptr %8, align 8, !dbg !335
  call void @llvm.stackrestore.p0(ptr %52), !dbg !335
  br label %53, !dbg !335

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4, !dbg !336
  %55 = add nsw i32 %54, 1, !dbg !336
  store i32 %55, ptr %7, align 4, !dbg !336
  br label %29, !dbg !336, !llvm.loop !337

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4, !dbg !339
  %58 = load ptr, ptr %3, align 8, !dbg !340
  call void @llvm.stackrestore.p0(ptr %58), !dbg !340
  ret i32 %57, !dbg !340
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ctor_ran", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "misc.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "465a5be03be041c39b6d55a76aacd0aa")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!11 = !{!12, !18, !23, !28, !33, !38, !43, !45, !50, !55, !60, !65, !67, !69, !74, !76, !81, !85, !89, !94, !99, !104, !0, !110, !120, !123}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 232, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 29)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 184, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 23)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 10)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 136, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 17)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 13)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 48, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 6)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 40, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 5)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 4)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 21)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 152, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 19)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 20)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !40, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 41, type: !78, isLocal: true, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!82 = distinct !DIGlobalVariable(name: "span", scope: !2, file: !3, line: 39, type: !83, isLocal: true, isDefinition: true)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 38, type: !87, isLocal: true, isDefinition: true)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 224, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 28)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 200, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 25)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "hook", scope: !2, file: !3, line: 42, type: !106, isLocal: true, isDefinition: true)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DISubroutineType(types: !109)
!109 = !{null}
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 40, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 256, elements: !118)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Self", file: !3, line: 40, size: 128, elements: !114)
!114 = !{!115, !117}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !113, file: !3, line: 40, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !113, file: !3, line: 40, baseType: !88, size: 64, offset: 64)
!118 = !{!119}
!119 = !DISubrange(count: 2)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 37, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 320, elements: !26)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "aligned_g", scope: !2, file: !3, line: 34, type: !125, isLocal: true, isDefinition: true)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Aligned", file: !3, line: 33, size: 256, align: 256, elements: !126)
!126 = !{!127}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !125, file: !3, line: 33, baseType: !128, size: 96)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 96, elements: !130)
!129 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!130 = !{!131}
!131 = !DISubrange(count: 3)
!132 = !{i32 2, !"CodeView", i32 1}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 2}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"uwtable", i32 2}
!137 = !{i32 1, !"MaxTLSAlign", i32 65536}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!140 = !DILocation(line: 45, scope: !139)
!141 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!142 = !DILocation(line: 46, scope: !141)
!143 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!144 = !DILocation(line: 47, scope: !143)
!145 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !146, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!5}
!148 = !{}
!149 = !DILocalVariable(name: "f", scope: !145, file: !3, line: 85, type: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !151)
!151 = !{!152, !154, !155, !156}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !150, file: !3, line: 15, baseType: !153, size: 1, flags: DIFlagBitField, extraData: i64 0)
!153 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !150, file: !3, line: 16, baseType: !153, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !150, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !150, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!157 = !DILocation(line: 85, scope: !145)
!158 = !DILocation(line: 86, scope: !145)
!159 = !DILocation(line: 87, scope: !145)
!160 = !DILocalVariable(name: "bytes", scope: !145, file: !3, line: 89, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 56, elements: !163)
!162 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!163 = !{!164}
!164 = !DISubrange(count: 7)
!165 = !DILocation(line: 89, scope: !145)
!166 = !DILocalVariable(name: "wire", scope: !145, file: !3, line: 90, type: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !168)
!168 = !{!169, !170, !171}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !167, file: !3, line: 23, baseType: !15, size: 8)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !167, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !167, file: !3, line: 25, baseType: !172, size: 16, offset: 40)
!172 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!173 = !DILocation(line: 90, scope: !145)
!174 = !DILocation(line: 91, scope: !145)
!175 = !DILocation(line: 92, scope: !145)
!176 = !DILocalVariable(name: "m", scope: !145, file: !3, line: 94, type: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !179)
!179 = !{!180, !181}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !178, file: !3, line: 29, baseType: !5, size: 32)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !178, file: !3, line: 30, baseType: !182, offset: 64)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: -1)
!185 = !DILocation(line: 94, scope: !145)
!186 = !DILocation(line: 95, scope: !145)
!187 = !DILocalVariable(name: "i", scope: !188, file: !3, line: 96, type: !5)
!188 = distinct !DILexicalBlock(scope: !145, file: !3, line: 96)
!189 = !DILocation(line: 96, scope: !188)
!190 = !DILocation(line: 96, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 96)
!192 = distinct !{!192, !189, !189, !193}
!193 = !{!"llvm.loop.mustprogress"}
!194 = !DILocation(line: 97, scope: !145)
!195 = !DILocation(line: 98, scope: !145)
!196 = !DILocation(line: 99, scope: !145)
!197 = !DILocalVariable(name: "lit", scope: !145, file: !3, line: 101, type: !88)
!198 = !DILocation(line: 101, scope: !145)
!199 = !DILocation(line: 102, scope: !145)
!200 = !DILocation(line: 103, scope: !145)
!201 = !DILocalVariable(name: "fp", scope: !145, file: !3, line: 104, type: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!203 = !DILocation(line: 104, scope: !145)
!204 = !DILocation(line: 105, scope: !145)
!205 = !DILocation(line: 107, scope: !145)
!206 = !DILocalVariable(name: "_a", scope: !207, file: !3, line: 108, type: !8)
!207 = distinct !DILexicalBlock(scope: !145, file: !3, line: 108)
!208 = !DILocation(line: 108, scope: !207)
!209 = !DILocalVariable(name: "_b", scope: !207, file: !3, line: 108, type: !8)
!210 = !DILocalVariable(name: "_a", scope: !211, file: !3, line: 108, type: !5)
!211 = distinct !DILexicalBlock(scope: !145, file: !3, line: 108)
!212 = !DILocation(line: 108, scope: !211)
!213 = !DILocalVariable(name: "_b", scope: !211, file: !3, line: 108, type: !5)
!214 = !DILocation(line: 108, scope: !145)
!215 = !DILocalVariable(name: "res", scope: !145, file: !3, line: 110, type: !5)
!216 = !DILocation(line: 110, scope: !145)
!217 = !DILocalVariable(name: "ovf", scope: !145, file: !3, line: 111, type: !5)
!218 = !DILocation(line: 111, scope: !145)
!219 = !DILocalVariable(name: "ures", scope: !145, file: !3, line: 112, type: !6)
!220 = !DILocation(line: 112, scope: !145)
!221 = !DILocalVariable(name: "uovf", scope: !145, file: !3, line: 113, type: !5)
!222 = !DILocation(line: 113, scope: !145)
!223 = !DILocation(line: 114, scope: !145)
!224 = !DILocalVariable(name: "z", scope: !145, file: !3, line: 116, type: !225)
!225 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!226 = !DILocation(line: 116, scope: !145)
!227 = !DILocalVariable(name: "z2", scope: !145, file: !3, line: 117, type: !225)
!228 = !DILocation(line: 117, scope: !145)
!229 = !{!"branch_weights", i32 1, i32 1048575}
!230 = !DILocation(line: 118, scope: !145)
!231 = !DILocalVariable(name: "fz", scope: !145, file: !3, line: 119, type: !232)
!232 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!233 = !DILocation(line: 119, scope: !145)
!234 = !DILocation(line: 120, scope: !145)
!235 = !DILocation(line: 121, scope: !145)
!236 = !DILocation(line: 123, scope: !145)
!237 = !DILocation(line: 125, scope: !145)
!238 = !DILocation(line: 126, scope: !145)
!239 = !DILocation(line: 127, scope: !145)
!240 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !241, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !148)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !243, !5, !5, !244}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DISubroutineType(types: !246)
!246 = !{!5, !247, !247}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!249 = !DILocalVariable(name: "cmp", arg: 4, scope: !240, file: !3, line: 66, type: !244)
!250 = !DILocation(line: 66, scope: !240)
!251 = !DILocalVariable(name: "size", arg: 3, scope: !240, file: !3, line: 66, type: !5)
!252 = !DILocalVariable(name: "n", arg: 2, scope: !240, file: !3, line: 66, type: !5)
!253 = !DILocalVariable(name: "base", arg: 1, scope: !240, file: !3, line: 66, type: !243)
!254 = !DILocalVariable(name: "b", scope: !240, file: !3, line: 67, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!256 = !DILocation(line: 67, scope: !240)
!257 = !DILocalVariable(name: "tmp", scope: !240, file: !3, line: 68, type: !258)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !259)
!259 = !{!260}
!260 = !DISubrange(count: 64)
!261 = !DILocation(line: 68, scope: !240)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 69, type: !5)
!263 = distinct !DILexicalBlock(scope: !240, file: !3, line: 69)
!264 = !DILocation(line: 69, scope: !263)
!265 = !DILocalVariable(name: "j", scope: !266, file: !3, line: 70, type: !5)
!266 = distinct !DILexicalBlock(scope: !267, file: !3, line: 70)
!267 = distinct !DILexicalBlock(scope: !263, file: !3, line: 69)
!268 = !DILocation(line: 70, scope: !266)
!269 = !DILocation(line: 71, scope: !270)
!270 = distinct !DILexicalBlock(scope: !271, file: !3, line: 70)
!271 = distinct !DILexicalBlock(scope: !266, file: !3, line: 70)
!272 = !DILocation(line: 72, scope: !270)
!273 = !DILocation(line: 73, scope: !270)
!274 = !DILocation(line: 74, scope: !270)
!275 = !DILocation(line: 70, scope: !271)
!276 = distinct !{!276, !268, !277, !193}
!277 = !DILocation(line: 74, scope: !266)
!278 = !DILocation(line: 69, scope: !267)
!279 = distinct !{!279, !264, !280, !193}
!280 = !DILocation(line: 74, scope: !263)
!281 = !DILocation(line: 75, scope: !240)
!282 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !245, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !148)
!283 = !DILocalVariable(name: "b", arg: 2, scope: !282, file: !3, line: 76, type: !247)
!284 = !DILocation(line: 76, scope: !282)
!285 = !DILocalVariable(name: "a", arg: 1, scope: !282, file: !3, line: 76, type: !247)
!286 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !287, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !148)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !289, !289}
!289 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!290 = !DILocalVariable(name: "n", arg: 2, scope: !286, file: !3, line: 78, type: !289)
!291 = !DILocation(line: 78, scope: !286)
!292 = !DILocalVariable(name: "m", arg: 1, scope: !286, file: !3, line: 78, type: !289)
!293 = !DILocation(line: 79, scope: !286)
!294 = !DILocation(line: 79, scope: !295)
!295 = distinct !DILexicalBlock(scope: !286, file: !3, line: 79)
!296 = !DILocation(line: 80, scope: !286)
!297 = !DILocation(line: 80, scope: !298)
!298 = distinct !DILexicalBlock(scope: !286, file: !3, line: 80)
!299 = !DILocation(line: 81, scope: !286)
!300 = !DILocation(line: 82, scope: !286)
!301 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !302, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !148)
!302 = !DISubroutineType(types: !303)
!303 = !{!5, !5}
!304 = !DILocalVariable(name: "n", arg: 1, scope: !301, file: !3, line: 54, type: !5)
!305 = !DILocation(line: 54, scope: !301)
!306 = !DILocation(line: 55, scope: !301)
!307 = !DILocalVariable(name: "__vla_expr0", scope: !301, type: !6, flags: DIFlagArtificial)
!308 = !DILocation(line: 0, scope: !301)
!309 = !DILocalVariable(name: "v", scope: !301, file: !3, line: 55, type: !310)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !311)
!311 = !{!312}
!312 = !DISubrange(count: !307)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 56, type: !5)
!314 = distinct !DILexicalBlock(scope: !301, file: !3, line: 56)
!315 = !DILocation(line: 56, scope: !314)
!316 = !DILocation(line: 56, scope: !317)
!317 = distinct !DILexicalBlock(scope: !314, file: !3, line: 56)
!318 = distinct !{!318, !315, !315, !193}
!319 = !DILocalVariable(name: "s", scope: !301, file: !3, line: 57, type: !5)
!320 = !DILocation(line: 57, scope: !301)
!321 = !DILocalVariable(name: "i", scope: !322, file: !3, line: 58, type: !5)
!322 = distinct !DILexicalBlock(scope: !301, file: !3, line: 58)
!323 = !DILocation(line: 58, scope: !322)
!324 = !DILocation(line: 59, scope: !325)
!325 = distinct !DILexicalBlock(scope: !326, file: !3, line: 58)
!326 = distinct !DILexicalBlock(scope: !322, file: !3, line: 58)
!327 = !DILocalVariable(name: "__vla_expr1", scope: !325, type: !6, flags: DIFlagArtificial)
!328 = !DILocation(line: 0, scope: !325)
!329 = !DILocalVariable(name: "w", scope: !325, file: !3, line: 59, type: !330)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !331)
!331 = !{!332}
!332 = !DISubrange(count: !327)
!333 = !DILocation(line: 60, scope: !325)
!334 = !DILocation(line: 61, scope: !325)
!335 = !DILocation(line: 62, scope: !325)
!336 = !DILocation(line: 58, scope: !326)
!337 = distinct !{!337, !323, !338, !193}
!338 = !DILocation(line: 62, scope: !322)
!339 = !DILocation(line: 63, scope: !301)
!340 = !DILocation(line: 64, scope: !301)

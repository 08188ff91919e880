; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

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
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 8, !dbg !12
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 8, !dbg !18
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 8, !dbg !23
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", comdat, align 8, !dbg !28
@"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"compound %u\0A\00", comdat, align 8, !dbg !33
@"??_C@_05NCJLPPFE@char?$CK?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"char*\00", comdat, align 4, !dbg !38
@"??_C@_05KNFBNCOH@float?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"float\00", comdat, align 4, !dbg !43
@"??_C@_04GOKPGOLB@long?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"long\00", comdat, align 4, !dbg !45
@"??_C@_03JBIPMCLC@int?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"int\00", comdat, align 4, !dbg !50
@"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", comdat, align 8, !dbg !55
@"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", comdat, align 8, !dbg !60
@"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", comdat, align 8, !dbg !65
@"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", comdat, align 8, !dbg !67
@"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", comdat, align 8, !dbg !69
@hook = internal constant ptr null, align 8, !dbg !104
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 4, !dbg !74
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 8, !dbg !110
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 8, !dbg !120
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 8, !dbg !89
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32, !dbg !123
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 8, !dbg !94
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 8, !dbg !99
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 !dbg !138 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !139
  %2 = add nsw i32 %1, 1, !dbg !139
  store i32 %2, ptr @ctor_ran, align 4, !dbg !139
  ret void, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 !dbg !140 {
  %1 = load i32, ptr @ctor_ran, align 4, !dbg !141
  %2 = mul nsw i32 %1, 10, !dbg !141
  store i32 %2, ptr @ctor_ran, align 4, !dbg !141
  ret void, !dbg !141
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit_fn() #0 !dbg !142 {
  ret void, !dbg !143
}

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #1 !dbg !144 {
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
  %23 = alloca { float, float }, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !148, !DIExpression(), !156)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false), !dbg !156
  %24 = load i32, ptr %2, align 8, !dbg !157
  %25 = shl i32 %24, 23, !dbg !157
  %26 = ashr i32 %25, 27, !dbg !157
  %27 = add nsw i32 %26, 2, !dbg !157
  %28 = load i32, ptr %2, align 8, !dbg !157
  %29 = and i32 %27, 31, !dbg !157
  %30 = shl i32 %29, 4, !dbg !157
  %31 = and i32 %28, -497, !dbg !157
  %32 = or i32 %31, %30, !dbg !157
  store i32 %32, ptr %2, align 8, !dbg !157
  %33 = shl i32 %29, 27, !dbg !157
  %34 = ashr i32 %33, 27, !dbg !157
  %35 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1, !dbg !158
  %36 = load i64, ptr %35, align 8, !dbg !158
  %37 = and i64 %36, 1099511627775, !dbg !158
  %38 = load i32, ptr %2, align 8, !dbg !158
  %39 = shl i32 %38, 23, !dbg !158
  %40 = ashr i32 %39, 27, !dbg !158
  %41 = load i32, ptr %2, align 8, !dbg !158
  %42 = lshr i32 %41, 1, !dbg !158
  %43 = and i32 %42, 7, !dbg !158
  %44 = load i32, ptr %2, align 8, !dbg !158
  %45 = and i32 %44, 1, !dbg !158
  %46 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 noundef %45, i32 noundef %43, i32 noundef %40, i64 noundef %37, i32 noundef 16), !dbg !158
    #dbg_declare(ptr %3, !159, !DIExpression(), !164)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false), !dbg !164
    #dbg_declare(ptr %4, !165, !DIExpression(), !172)
  %47 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0, !dbg !173
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %47, i64 7, i1 false), !dbg !173
  %48 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2, !dbg !174
  %49 = load i16, ptr %48, align 1, !dbg !174
  %50 = zext i16 %49 to i32, !dbg !174
  %51 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1, !dbg !174
  %52 = load i32, ptr %51, align 1, !dbg !174
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0, !dbg !174
  %54 = load i8, ptr %53, align 1, !dbg !174
  %55 = sext i8 %54 to i32, !dbg !174
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 noundef %55, i32 noundef %52, i32 noundef %50, i32 noundef 7), !dbg !174
    #dbg_declare(ptr %5, !175, !DIExpression(), !184)
  %57 = call ptr @malloc(i64 noundef 40) #8, !dbg !184
  store ptr %57, ptr %5, align 8, !dbg !184
  %58 = load ptr, ptr %5, align 8, !dbg !185
  %59 = getelementptr inbounds %struct.Msg, ptr %58, i32 0, i32 0, !dbg !185
  store i32 4, ptr %59, align 8, !dbg !185
    #dbg_declare(ptr %6, !186, !DIExpression(), !188)
  store i32 0, ptr %6, align 4, !dbg !188
  br label %60, !dbg !188

60:                                               ; preds = %75, %0
  %61 = load i32, ptr %6, align 4, !dbg !188
  %62 = load ptr, ptr %5, align 8, !dbg !188
  %63 = getelementptr inbounds %struct.Msg, ptr %62, i32 0, i32 0, !dbg !188
  %64 = load i32, ptr %63, align 8, !dbg !188
  %65 = icmp slt i32 %61, %64, !dbg !188
  br i1 %65, label %66, label %78, !dbg !188

66:                                               ; preds = %60
  %67 = load i32, ptr %6, align 4, !dbg !189
  %68 = sitofp i32 %67 to double, !dbg !189
  %69 = fdiv double %68, 4.000000e+00, !dbg !189
  %70 = load ptr, ptr %5, align 8, !dbg !189
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 1, !dbg !189
  %72 = load i32, ptr %6, align 4, !dbg !189
  %73 = sext i32 %72 to i64, !dbg !189
  %74 = getelementptr inbounds [0 x double], ptr %71, i64 0, i64 %73, !dbg !189
  store double %69, ptr %74, align 8, !dbg !189
  br label %75, !dbg !189

75:                                               ; preds = %66
  %76 = load i32, ptr %6, align 4, !dbg !189
  %77 = add nsw i32 %76, 1, !dbg !189
  store i32 %77, ptr %6, align 4, !dbg !189
  br label %60, !dbg !189, !llvm.loop !191

78:                                               ; preds = %60
  %79 = load ptr, ptr %5, align 8, !dbg !193
  %80 = getelementptr inbounds %struct.Msg, ptr %79, i32 0, i32 1, !dbg !193
  %81 = getelementptr inbounds [0 x double], ptr %80, i64 0, i64 3, !dbg !193
  %82 = load double, ptr %81, align 8, !dbg !193
  %83 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", double noundef %82), !dbg !193
  %84 = load ptr, ptr %5, align 8, !dbg !194
  call void @llvm.memset.p0.i64(ptr align 8 %84, i8 0, i64 8, i1 false), !dbg !194
  %85 = load ptr, ptr %5, align 8, !dbg !195
  call void @free(ptr noundef %85), !dbg !195
    #dbg_declare(ptr %7, !196, !DIExpression(), !197)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false), !dbg !197
  %86 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0, !dbg !197
  store ptr %86, ptr %7, align 8, !dbg !197
  %87 = load ptr, ptr %7, align 8, !dbg !198
  call void @sort(ptr noundef %87, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !198
  %88 = load ptr, ptr %7, align 8, !dbg !199
  %89 = getelementptr inbounds i32, ptr %88, i64 7, !dbg !199
  %90 = load i32, ptr %89, align 4, !dbg !199
  %91 = load ptr, ptr %7, align 8, !dbg !199
  %92 = getelementptr inbounds i32, ptr %91, i64 1, !dbg !199
  %93 = load i32, ptr %92, align 4, !dbg !199
  %94 = load ptr, ptr %7, align 8, !dbg !199
  %95 = getelementptr inbounds i32, ptr %94, i64 0, !dbg !199
  %96 = load i32, ptr %95, align 4, !dbg !199
  %97 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %96, i32 noundef %93, i32 noundef %90), !dbg !199
    #dbg_declare(ptr %9, !200, !DIExpression(), !202)
  %98 = load i32, ptr %10, align 8, !dbg !202
  %99 = and i32 %98, -2, !dbg !202
  %100 = or i32 %99, 0, !dbg !202
  store i32 %100, ptr %10, align 8, !dbg !202
  %101 = load i32, ptr %10, align 8, !dbg !202
  %102 = and i32 %101, -15, !dbg !202
  %103 = or i32 %102, 4, !dbg !202
  store i32 %103, ptr %10, align 8, !dbg !202
  %104 = load i32, ptr %10, align 8, !dbg !202
  %105 = and i32 %104, -497, !dbg !202
  %106 = or i32 %105, 0, !dbg !202
  store i32 %106, ptr %10, align 8, !dbg !202
  %107 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1, !dbg !202
  %108 = load i64, ptr %107, align 8, !dbg !202
  %109 = and i64 %108, -1099511627776, !dbg !202
  %110 = or i64 %109, 0, !dbg !202
  store i64 %110, ptr %107, align 8, !dbg !202
  store ptr %10, ptr %9, align 8, !dbg !202
  %111 = load ptr, ptr %9, align 8, !dbg !203
  %112 = load i32, ptr %111, align 8, !dbg !203
  %113 = lshr i32 %112, 1, !dbg !203
  %114 = and i32 %113, 7, !dbg !203
  %115 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 noundef %114), !dbg !203
  %116 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef @"??_C@_04GOKPGOLB@long?$AA@", ptr noundef @"??_C@_05KNFBNCOH@float?$AA@", ptr noundef @"??_C@_05NCJLPPFE@char?$CK?$AA@"), !dbg !204
    #dbg_declare(ptr %11, !205, !DIExpression(), !207)
  store double 2.500000e+00, ptr %11, align 8, !dbg !207
    #dbg_declare(ptr %12, !208, !DIExpression(), !207)
  store double -1.000000e+00, ptr %12, align 8, !dbg !207
  %117 = load double, ptr %11, align 8, !dbg !207
  %118 = load double, ptr %12, align 8, !dbg !207
  %119 = fcmp ogt double %117, %118, !dbg !207
  br i1 %119, label %120, label %122, !dbg !207

120:                                              ; preds = %78
  %121 = load double, ptr %11, align 8, !dbg !207
  br label %124, !dbg !207

122:                                              ; preds = %78
  %123 = load double, ptr %12, align 8, !dbg !207
  br label %124, !dbg !207

124:                                              ; preds = %122, %120
  %125 = phi double [ %121, %120 ], [ %123, %122 ], !dbg !207
  store double %125, ptr %13, align 8, !dbg !207
  %126 = load double, ptr %13, align 8, !dbg !207
    #dbg_declare(ptr %14, !209, !DIExpression(), !211)
  store i32 3, ptr %14, align 4, !dbg !211
    #dbg_declare(ptr %15, !212, !DIExpression(), !211)
  store i32 8, ptr %15, align 4, !dbg !211
  %127 = load i32, ptr %14, align 4, !dbg !211
  %128 = load i32, ptr %15, align 4, !dbg !211
  %129 = icmp sgt i32 %127, %128, !dbg !211
  br i1 %129, label %130, label %132, !dbg !211

130:                                              ; preds = %124
  %131 = load i32, ptr %14, align 4, !dbg !211
  br label %134, !dbg !211

132:                                              ; preds = %124
  %133 = load i32, ptr %15, align 4, !dbg !211
  br label %134, !dbg !211

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %131, %130 ], [ %133, %132 ], !dbg !211
  store i32 %135, ptr %16, align 4, !dbg !211
  %136 = load i32, ptr %16, align 4, !dbg !211
  %137 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %136, double noundef %126), !dbg !213
    #dbg_declare(ptr %17, !214, !DIExpression(), !215)
    #dbg_declare(ptr %18, !216, !DIExpression(), !217)
  %138 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1), !dbg !217
  %139 = extractvalue { i32, i1 } %138, 1, !dbg !217
  %140 = extractvalue { i32, i1 } %138, 0, !dbg !217
  store i32 %140, ptr %17, align 4, !dbg !217
  %141 = zext i1 %139 to i32, !dbg !217
  store i32 %141, ptr %18, align 4, !dbg !217
    #dbg_declare(ptr %19, !218, !DIExpression(), !219)
    #dbg_declare(ptr %20, !220, !DIExpression(), !221)
  %142 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !221
  %143 = extractvalue { i64, i1 } %142, 1, !dbg !221
  %144 = extractvalue { i64, i1 } %142, 0, !dbg !221
  store i64 %144, ptr %19, align 8, !dbg !221
  %145 = zext i1 %143 to i32, !dbg !221
  store i32 %145, ptr %20, align 4, !dbg !221
  %146 = load i32, ptr %20, align 4, !dbg !222
  %147 = load i32, ptr %17, align 4, !dbg !222
  %148 = load i32, ptr %18, align 4, !dbg !222
  %149 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %148, i32 noundef %147, i32 noundef %146), !dbg !222
    #dbg_declare(ptr %21, !223, !DIExpression(), !225)
  %150 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !225
  %151 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !225
  store double 1.000000e+00, ptr %150, align 8, !dbg !225
  store double 2.000000e+00, ptr %151, align 8, !dbg !225
    #dbg_declare(ptr %22, !226, !DIExpression(), !227)
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !227
  %153 = load double, ptr %152, align 8, !dbg !227
  %154 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !227
  %155 = load double, ptr %154, align 8, !dbg !227
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0, !dbg !227
  %157 = load double, ptr %156, align 8, !dbg !227
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1, !dbg !227
  %159 = load double, ptr %158, align 8, !dbg !227
  %160 = fmul double %153, %157, !dbg !227
  %161 = fmul double %155, %159, !dbg !227
  %162 = fmul double %153, %159, !dbg !227
  %163 = fmul double %155, %157, !dbg !227
  %164 = fsub double %160, %161, !dbg !227
  %165 = fadd double %162, %163, !dbg !227
  %166 = fcmp uno double %164, %164, !dbg !227
  br i1 %166, label %167, label %173, !dbg !227, !prof !228

167:                                              ; preds = %134
  %168 = fcmp uno double %165, %165, !dbg !227
  br i1 %168, label %169, label %173, !dbg !227, !prof !228

169:                                              ; preds = %167
  %170 = call { double, double } @__muldc3(double noundef %153, double noundef %155, double noundef %157, double noundef %159) #9, !dbg !227
  %171 = extractvalue { double, double } %170, 0, !dbg !227
  %172 = extractvalue { double, double } %170, 1, !dbg !227
  br label %173, !dbg !227

173:                                              ; preds = %169, %167, %134
  %174 = phi double [ %164, %134 ], [ %164, %167 ], [ %171, %169 ], !dbg !227
  %175 = phi double [ %165, %134 ], [ %165, %167 ], [ %172, %169 ], !dbg !227
  %176 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !227
  %177 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !227
  store double %174, ptr %176, align 8, !dbg !227
  store double %175, ptr %177, align 8, !dbg !227
  %178 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1, !dbg !229
  %179 = load double, ptr %178, align 8, !dbg !229
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0, !dbg !229
  %181 = load double, ptr %180, align 8, !dbg !229
  %182 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", double noundef %181, double noundef %179), !dbg !229
    #dbg_declare(ptr %23, !230, !DIExpression(), !232)
  %183 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !232
  %184 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !232
  store float 1.000000e+00, ptr %183, align 4, !dbg !232
  store float -1.000000e+00, ptr %184, align 4, !dbg !232
  %185 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !233
  %186 = load float, ptr %185, align 4, !dbg !233
  %187 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !233
  %188 = load float, ptr %187, align 4, !dbg !233
  %189 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !233
  %190 = load float, ptr %189, align 4, !dbg !233
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !233
  %192 = load float, ptr %191, align 4, !dbg !233
  %193 = fadd float %190, 1.000000e+00, !dbg !233
  %194 = call { float, float } @__divsc3(float noundef %186, float noundef %188, float noundef %193, float noundef %192) #9, !dbg !233
  %195 = extractvalue { float, float } %194, 0, !dbg !233
  %196 = extractvalue { float, float } %194, 1, !dbg !233
  %197 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !233
  %198 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !233
  store float %195, ptr %197, align 4, !dbg !233
  store float %196, ptr %198, align 4, !dbg !233
  %199 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1, !dbg !234
  %200 = load float, ptr %199, align 4, !dbg !234
  %201 = fpext float %200 to double, !dbg !234
  %202 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0, !dbg !234
  %203 = load float, ptr %202, align 4, !dbg !234
  %204 = fpext float %203 to double, !dbg !234
  %205 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", double noundef %204, double noundef %201), !dbg !234
  %206 = load ptr, ptr @hook, align 8, !dbg !235
  %207 = icmp eq ptr %206, null, !dbg !235
  %208 = zext i1 %207 to i32, !dbg !235
  %209 = load ptr, ptr @ring, align 8, !dbg !235
  %210 = getelementptr inbounds %struct.Self, ptr %209, i32 0, i32 1, !dbg !235
  %211 = load ptr, ptr %210, align 8, !dbg !235
  %212 = load i32, ptr %211, align 4, !dbg !235
  %213 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 8, !dbg !235
  %214 = getelementptr inbounds %struct.Self, ptr %213, i32 0, i32 1, !dbg !235
  %215 = load ptr, ptr %214, align 8, !dbg !235
  %216 = load i32, ptr %215, align 4, !dbg !235
  %217 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4, !dbg !235
  %218 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8, !dbg !235
  %219 = add nsw i32 %217, %218, !dbg !235
  %220 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %219, i32 noundef 32, i32 noundef %216, i32 noundef %212, ptr noundef getelementptr (i8, ptr @"??_C@_05CJBACGMB@hello?$AA@", i64 1), i32 noundef %208), !dbg !235
  %221 = load i32, ptr @ctor_ran, align 4, !dbg !236
  %222 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8, !dbg !236
  %223 = fpext float %222 to double, !dbg !236
  %224 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", double noundef %223, i32 noundef 32, i32 noundef %221), !dbg !236
  %225 = call i32 @ackermann(i32 noundef 2, i32 noundef 3), !dbg !237
  %226 = call i32 @vla_sum(i32 noundef 12), !dbg !237
  %227 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 noundef %226, i32 noundef %225), !dbg !237
  ret i32 0, !dbg !238
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
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !239 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %3, ptr %5, align 8
    #dbg_declare(ptr %5, !248, !DIExpression(), !249)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !250, !DIExpression(), !249)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !251, !DIExpression(), !249)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !252, !DIExpression(), !249)
    #dbg_declare(ptr %9, !253, !DIExpression(), !255)
  %13 = load ptr, ptr %8, align 8, !dbg !255
  store ptr %13, ptr %9, align 8, !dbg !255
    #dbg_declare(ptr %10, !256, !DIExpression(), !260)
    #dbg_declare(ptr %11, !261, !DIExpression(), !263)
  store i32 1, ptr %11, align 4, !dbg !263
  br label %14, !dbg !263

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4, !dbg !263
  %16 = load i32, ptr %7, align 4, !dbg !263
  %17 = icmp slt i32 %15, %16, !dbg !263
  br i1 %17, label %18, label %84, !dbg !263

18:                                               ; preds = %14
    #dbg_declare(ptr %12, !264, !DIExpression(), !267)
  %19 = load i32, ptr %11, align 4, !dbg !267
  store i32 %19, ptr %12, align 4, !dbg !267
  br label %20, !dbg !267

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4, !dbg !267
  %22 = icmp sgt i32 %21, 0, !dbg !267
  br i1 %22, label %23, label %40, !dbg !267

23:                                               ; preds = %20
  %24 = load ptr, ptr %5, align 8, !dbg !267
  %25 = load ptr, ptr %9, align 8, !dbg !267
  %26 = load i32, ptr %12, align 4, !dbg !267
  %27 = load i32, ptr %6, align 4, !dbg !267
  %28 = mul nsw i32 %26, %27, !dbg !267
  %29 = sext i32 %28 to i64, !dbg !267
  %30 = getelementptr inbounds i8, ptr %25, i64 %29, !dbg !267
  %31 = load ptr, ptr %9, align 8, !dbg !267
  %32 = load i32, ptr %12, align 4, !dbg !267
  %33 = sub nsw i32 %32, 1, !dbg !267
  %34 = load i32, ptr %6, align 4, !dbg !267
  %35 = mul nsw i32 %33, %34, !dbg !267
  %36 = sext i32 %35 to i64, !dbg !267
  %37 = getelementptr inbounds i8, ptr %31, i64 %36, !dbg !267
  %38 = call i32 %24(ptr noundef %37, ptr noundef %30), !dbg !267
  %39 = icmp sgt i32 %38, 0, !dbg !267
  br label %40, !dbg !267

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ], !dbg !267
  br i1 %41, label %42, label %80, !dbg !267

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !268
  %44 = load ptr, ptr %9, align 8, !dbg !268
  %45 = load i32, ptr %12, align 4, !dbg !268
  %46 = load i32, ptr %6, align 4, !dbg !268
  %47 = mul nsw i32 %45, %46, !dbg !268
  %48 = sext i32 %47 to i64, !dbg !268
  %49 = getelementptr inbounds i8, ptr %44, i64 %48, !dbg !268
  %50 = load i32, ptr %6, align 4, !dbg !268
  %51 = sext i32 %50 to i64, !dbg !268
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 1 %49, i64 %51, i1 false), !dbg !268
  %52 = load ptr, ptr %9, align 8, !dbg !271
  %53 = load i32, ptr %12, align 4, !dbg !271
  %54 = load i32, ptr %6, align 4, !dbg !271
  %55 = mul nsw i32 %53, %54, !dbg !271
  %56 = sext i32 %55 to i64, !dbg !271
  %57 = getelementptr inbounds i8, ptr %52, i64 %56, !dbg !271
  %58 = load ptr, ptr %9, align 8, !dbg !271
  %59 = load i32, ptr %12, align 4, !dbg !271
  %60 = sub nsw i32 %59, 1, !dbg !271
  %61 = load i32, ptr %6, align 4, !dbg !271
  %62 = mul nsw i32 %60, %61, !dbg !271
  %63 = sext i32 %62 to i64, !dbg !271
  %64 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !271
  %65 = load i32, ptr %6, align 4, !dbg !271
  %66 = sext i32 %65 to i64, !dbg !271
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false), !dbg !271
  %67 = load ptr, ptr %9, align 8, !dbg !272
  %68 = load i32, ptr %12, align 4, !dbg !272
  %69 = sub nsw i32 %68, 1, !dbg !272
  %70 = load i32, ptr %6, align 4, !dbg !272
  %71 = mul nsw i32 %69, %70, !dbg !272
  %72 = sext i32 %71 to i64, !dbg !272
  %73 = getelementptr inbounds i8, ptr %67, i64 %72, !dbg !272
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !272
  %75 = load i32, ptr %6, align 4, !dbg !272
  %76 = sext i32 %75 to i64, !dbg !272
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 1 %74, i64 %76, i1 false), !dbg !272
  br label %77, !dbg !273

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4, !dbg !274
  %79 = add nsw i32 %78, -1, !dbg !274
  store i32 %79, ptr %12, align 4, !dbg !274
  br label %20, !dbg !274, !llvm.loop !275

80:                                               ; preds = %40
  br label %81, !dbg !276

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4, !dbg !277
  %83 = add nsw i32 %82, 1, !dbg !277
  store i32 %83, ptr %11, align 4, !dbg !277
  br label %14, !dbg !277, !llvm.loop !278

84:                                               ; preds = %14
  ret void, !dbg !280
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !281 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
    #dbg_declare(ptr %3, !282, !DIExpression(), !283)
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !284, !DIExpression(), !283)
  %5 = load ptr, ptr %3, align 8, !dbg !283
  %6 = load i32, ptr %5, align 4, !dbg !283
  %7 = load ptr, ptr %4, align 8, !dbg !283
  %8 = load i32, ptr %7, align 4, !dbg !283
  %9 = sub nsw i32 %6, %8, !dbg !283
  ret i32 %9, !dbg !283
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local { double, double } @__muldc3(double, double, double, double)

declare dso_local { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 !dbg !285 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !289, !DIExpression(), !290)
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !291, !DIExpression(), !290)
  %6 = load i32, ptr %5, align 4, !dbg !292
  %7 = icmp eq i32 %6, 0, !dbg !292
  br i1 %7, label %8, label %11, !dbg !292

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !293
  %10 = add i32 %9, 1, !dbg !293
  store i32 %10, ptr %3, align 4, !dbg !293
  br label %26, !dbg !293

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !295
  %13 = icmp eq i32 %12, 0, !dbg !295
  br i1 %13, label %14, label %18, !dbg !295

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4, !dbg !296
  %16 = sub i32 %15, 1, !dbg !296
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !296
  store i32 %17, ptr %3, align 4, !dbg !296
  br label %26, !dbg !296

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !298
  %20 = sub i32 %19, 1, !dbg !298
  %21 = load i32, ptr %5, align 4, !dbg !298
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20), !dbg !298
  %23 = load i32, ptr %5, align 4, !dbg !298
  %24 = sub i32 %23, 1, !dbg !298
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22), !dbg !298
  store i32 %25, ptr %3, align 4, !dbg !298
  br label %26, !dbg !298

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !299
  ret i32 %27, !dbg !299
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 !dbg !300 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !303, !DIExpression(), !304)
  %10 = load i32, ptr %2, align 4, !dbg !305
  %11 = zext i32 %10 to i64, !dbg !305
  %12 = call ptr @llvm.stacksave.p0(), !dbg !305
  store ptr %12, ptr %3, align 8, !dbg !305
  %13 = alloca i32, i64 %11, align 4, !dbg !305
  store i64 %11, ptr %4, align 8, !dbg !305
    #dbg_declare(ptr %4, !306, !DIExpression(), !307)
    #dbg_declare(ptr %13, !308, !DIExpression(), !305)
    #dbg_declare(ptr %5, !312, !DIExpression(), !314)
  store i32 0, ptr %5, align 4, !dbg !314
  br label %14, !dbg !314

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4, !dbg !314
  %16 = load i32, ptr %2, align 4, !dbg !314
  %17 = icmp slt i32 %15, %16, !dbg !314
  br i1 %17, label %18, label %28, !dbg !314

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !315
  %20 = load i32, ptr %5, align 4, !dbg !315
  %21 = mul nsw i32 %19, %20, !dbg !315
  %22 = load i32, ptr %5, align 4, !dbg !315
  %23 = sext i32 %22 to i64, !dbg !315
  %24 = getelementptr inbounds i32, ptr %13, i64 %23, !dbg !315
  store i32 %21, ptr %24, align 4, !dbg !315
  br label %25, !dbg !315

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4, !dbg !315
  %27 = add nsw i32 %26, 1, !dbg !315
  store i32 %27, ptr %5, align 4, !dbg !315
  br label %14, !dbg !315, !llvm.loop !317

28:                                               ; preds = %14
    #dbg_declare(ptr %6, !318, !DIExpression(), !319)
  store i32 0, ptr %6, align 4, !dbg !319
    #dbg_declare(ptr %7, !320, !DIExpression(), !322)
  store i32 0, ptr %7, align 4, !dbg !322
  br label %29, !dbg !322

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4, !dbg !322
  %31 = load i32, ptr %2, align 4, !dbg !322
  %32 = icmp slt i32 %30, %31, !dbg !322
  br i1 %32, label %33, label %56, !dbg !322

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4, !dbg !323
  %35 = add nsw i32 %34, 1, !dbg !323
  %36 = zext i32 %35 to i64, !dbg !323
  %37 = call ptr @llvm.stacksave.p0(), !dbg !323
  store ptr %37, ptr %8, align 8, !dbg !323
  %38 = alloca i32, i64 %36, align 4, !dbg !323
  store i64 %36, ptr %9, align 8, !dbg !323
    #dbg_declare(ptr %9, !326, !DIExpression(), !327)
    #dbg_declare(ptr %38, !328, !DIExpression(), !323)
  %39 = load i32, ptr %7, align 4, !dbg !332
  %40 = sext i32 %39 to i64, !dbg !332
  %41 = getelementptr inbounds i32, ptr %13, i64 %40, !dbg !332
  %42 = load i32, ptr %41, align 4, !dbg !332
  %43 = load i32, ptr %7, align 4, !dbg !332
  %44 = sext i32 %43 to i64, !dbg !332
  %45 = getelementptr inbounds i32, ptr %38, i64 %44, !dbg !332
  store i32 %42, ptr %45, align 4, !dbg !332
  %46 = load i32, ptr %7, align 4, !dbg !333
  %47 = sext i32 %46 to i64, !dbg !333
  %48 = getelementptr inbounds i32, ptr %38, i64 %47, !dbg !333
  %49 = load i32, ptr %48, align 4, !dbg !333
  %50 = load i32, ptr %6, align 4, !dbg !333
  %51 = add nsw i32 %50, %49, !dbg !333
  store i32 %51, ptr %6, align 4, !dbg !333
  %52 = load ptr, ptr %8, align 8, !dbg !334
  call void @llvm.stackrestore.p0(ptr %52), !dbg !334
  br label %53, !dbg !334

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4, !dbg !335
  %55 = add nsw i32 %54, 1, !dbg !335
  store i32 %55, ptr %7, align 4, !dbg !335
  br label %29, !dbg !335, !llvm.loop !336

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4, !dbg !338
  %58 = load ptr, ptr %3, align 8, !dbg !339
  call void @llvm.stackrestore.p0(ptr %58), !dbg !339
  ret i32 %57, !dbg !339
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136}
!llvm.ident = !{!137}

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
!137 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!138 = distinct !DISubprogram(name: "early_init", scope: !3, file: !3, line: 45, type: !108, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!139 = !DILocation(line: 45, scope: !138)
!140 = distinct !DISubprogram(name: "late_init", scope: !3, file: !3, line: 46, type: !108, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!141 = !DILocation(line: 46, scope: !140)
!142 = distinct !DISubprogram(name: "at_exit_fn", scope: !3, file: !3, line: 47, type: !108, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!143 = !DILocation(line: 47, scope: !142)
!144 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 84, type: !145, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!5}
!147 = !{}
!148 = !DILocalVariable(name: "f", scope: !144, file: !3, line: 85, type: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flags", file: !3, line: 14, size: 128, elements: !150)
!150 = !{!151, !153, !154, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !149, file: !3, line: 15, baseType: !152, size: 1, flags: DIFlagBitField, extraData: i64 0)
!152 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !149, file: !3, line: 16, baseType: !152, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !149, file: !3, line: 17, baseType: !5, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !149, file: !3, line: 19, baseType: !6, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!156 = !DILocation(line: 85, scope: !144)
!157 = !DILocation(line: 86, scope: !144)
!158 = !DILocation(line: 87, scope: !144)
!159 = !DILocalVariable(name: "bytes", scope: !144, file: !3, line: 89, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 56, elements: !162)
!161 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!162 = !{!163}
!163 = !DISubrange(count: 7)
!164 = !DILocation(line: 89, scope: !144)
!165 = !DILocalVariable(name: "wire", scope: !144, file: !3, line: 90, type: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wire", file: !3, line: 22, size: 56, elements: !167)
!167 = !{!168, !169, !170}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !166, file: !3, line: 23, baseType: !15, size: 8)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !166, file: !3, line: 24, baseType: !5, size: 32, offset: 8)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "crc", scope: !166, file: !3, line: 25, baseType: !171, size: 16, offset: 40)
!171 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!172 = !DILocation(line: 90, scope: !144)
!173 = !DILocation(line: 91, scope: !144)
!174 = !DILocation(line: 92, scope: !144)
!175 = !DILocalVariable(name: "m", scope: !144, file: !3, line: 94, type: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Msg", file: !3, line: 28, size: 64, elements: !178)
!178 = !{!179, !180}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !177, file: !3, line: 29, baseType: !5, size: 32)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !177, file: !3, line: 30, baseType: !181, offset: 64)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: -1)
!184 = !DILocation(line: 94, scope: !144)
!185 = !DILocation(line: 95, scope: !144)
!186 = !DILocalVariable(name: "i", scope: !187, file: !3, line: 96, type: !5)
!187 = distinct !DILexicalBlock(scope: !144, file: !3, line: 96)
!188 = !DILocation(line: 96, scope: !187)
!189 = !DILocation(line: 96, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 96)
!191 = distinct !{!191, !188, !188, !192}
!192 = !{!"llvm.loop.mustprogress"}
!193 = !DILocation(line: 97, scope: !144)
!194 = !DILocation(line: 98, scope: !144)
!195 = !DILocation(line: 99, scope: !144)
!196 = !DILocalVariable(name: "lit", scope: !144, file: !3, line: 101, type: !88)
!197 = !DILocation(line: 101, scope: !144)
!198 = !DILocation(line: 102, scope: !144)
!199 = !DILocation(line: 103, scope: !144)
!200 = !DILocalVariable(name: "fp", scope: !144, file: !3, line: 104, type: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!202 = !DILocation(line: 104, scope: !144)
!203 = !DILocation(line: 105, scope: !144)
!204 = !DILocation(line: 107, scope: !144)
!205 = !DILocalVariable(name: "_a", scope: !206, file: !3, line: 108, type: !8)
!206 = distinct !DILexicalBlock(scope: !144, file: !3, line: 108)
!207 = !DILocation(line: 108, scope: !206)
!208 = !DILocalVariable(name: "_b", scope: !206, file: !3, line: 108, type: !8)
!209 = !DILocalVariable(name: "_a", scope: !210, file: !3, line: 108, type: !5)
!210 = distinct !DILexicalBlock(scope: !144, file: !3, line: 108)
!211 = !DILocation(line: 108, scope: !210)
!212 = !DILocalVariable(name: "_b", scope: !210, file: !3, line: 108, type: !5)
!213 = !DILocation(line: 108, scope: !144)
!214 = !DILocalVariable(name: "res", scope: !144, file: !3, line: 110, type: !5)
!215 = !DILocation(line: 110, scope: !144)
!216 = !DILocalVariable(name: "ovf", scope: !144, file: !3, line: 111, type: !5)
!217 = !DILocation(line: 111, scope: !144)
!218 = !DILocalVariable(name: "ures", scope: !144, file: !3, line: 112, type: !6)
!219 = !DILocation(line: 112, scope: !144)
!220 = !DILocalVariable(name: "uovf", scope: !144, file: !3, line: 113, type: !5)
!221 = !DILocation(line: 113, scope: !144)
!222 = !DILocation(line: 114, scope: !144)
!223 = !DILocalVariable(name: "z", scope: !144, file: !3, line: 116, type: !224)
!224 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!225 = !DILocation(line: 116, scope: !144)
!226 = !DILocalVariable(name: "z2", scope: !144, file: !3, line: 117, type: !224)
!227 = !DILocation(line: 117, scope: !144)
!228 = !{!"branch_weights", i32 1, i32 1048575}
!229 = !DILocation(line: 118, scope: !144)
!230 = !DILocalVariable(name: "fz", scope: !144, file: !3, line: 119, type: !231)
!231 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!232 = !DILocation(line: 119, scope: !144)
!233 = !DILocation(line: 120, scope: !144)
!234 = !DILocation(line: 121, scope: !144)
!235 = !DILocation(line: 123, scope: !144)
!236 = !DILocation(line: 125, scope: !144)
!237 = !DILocation(line: 126, scope: !144)
!238 = !DILocation(line: 127, scope: !144)
!239 = distinct !DISubprogram(name: "sort", scope: !3, file: !3, line: 66, type: !240, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !242, !5, !5, !243}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DISubroutineType(types: !245)
!245 = !{!5, !246, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!248 = !DILocalVariable(name: "cmp", arg: 4, scope: !239, file: !3, line: 66, type: !243)
!249 = !DILocation(line: 66, scope: !239)
!250 = !DILocalVariable(name: "size", arg: 3, scope: !239, file: !3, line: 66, type: !5)
!251 = !DILocalVariable(name: "n", arg: 2, scope: !239, file: !3, line: 66, type: !5)
!252 = !DILocalVariable(name: "base", arg: 1, scope: !239, file: !3, line: 66, type: !242)
!253 = !DILocalVariable(name: "b", scope: !239, file: !3, line: 67, type: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!255 = !DILocation(line: 67, scope: !239)
!256 = !DILocalVariable(name: "tmp", scope: !239, file: !3, line: 68, type: !257)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !258)
!258 = !{!259}
!259 = !DISubrange(count: 64)
!260 = !DILocation(line: 68, scope: !239)
!261 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 69, type: !5)
!262 = distinct !DILexicalBlock(scope: !239, file: !3, line: 69)
!263 = !DILocation(line: 69, scope: !262)
!264 = !DILocalVariable(name: "j", scope: !265, file: !3, line: 70, type: !5)
!265 = distinct !DILexicalBlock(scope: !266, file: !3, line: 70)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 69)
!267 = !DILocation(line: 70, scope: !265)
!268 = !DILocation(line: 71, scope: !269)
!269 = distinct !DILexicalBlock(scope: !270, file: !3, line: 70)
!270 = distinct !DILexicalBlock(scope: !265, file: !3, line: 70)
!271 = !DILocation(line: 72, scope: !269)
!272 = !DILocation(line: 73, scope: !269)
!273 = !DILocation(line: 74, scope: !269)
!274 = !DILocation(line: 70, scope: !270)
!275 = distinct !{!275, !267, !276, !192}
!276 = !DILocation(line: 74, scope: !265)
!277 = !DILocation(line: 69, scope: !266)
!278 = distinct !{!278, !263, !279, !192}
!279 = !DILocation(line: 74, scope: !262)
!280 = !DILocation(line: 75, scope: !239)
!281 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 76, type: !244, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!282 = !DILocalVariable(name: "b", arg: 2, scope: !281, file: !3, line: 76, type: !246)
!283 = !DILocation(line: 76, scope: !281)
!284 = !DILocalVariable(name: "a", arg: 1, scope: !281, file: !3, line: 76, type: !246)
!285 = distinct !DISubprogram(name: "ackermann", scope: !3, file: !3, line: 78, type: !286, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!286 = !DISubroutineType(types: !287)
!287 = !{!288, !288, !288}
!288 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!289 = !DILocalVariable(name: "n", arg: 2, scope: !285, file: !3, line: 78, type: !288)
!290 = !DILocation(line: 78, scope: !285)
!291 = !DILocalVariable(name: "m", arg: 1, scope: !285, file: !3, line: 78, type: !288)
!292 = !DILocation(line: 79, scope: !285)
!293 = !DILocation(line: 79, scope: !294)
!294 = distinct !DILexicalBlock(scope: !285, file: !3, line: 79)
!295 = !DILocation(line: 80, scope: !285)
!296 = !DILocation(line: 80, scope: !297)
!297 = distinct !DILexicalBlock(scope: !285, file: !3, line: 80)
!298 = !DILocation(line: 81, scope: !285)
!299 = !DILocation(line: 82, scope: !285)
!300 = distinct !DISubprogram(name: "vla_sum", scope: !3, file: !3, line: 54, type: !301, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!301 = !DISubroutineType(types: !302)
!302 = !{!5, !5}
!303 = !DILocalVariable(name: "n", arg: 1, scope: !300, file: !3, line: 54, type: !5)
!304 = !DILocation(line: 54, scope: !300)
!305 = !DILocation(line: 55, scope: !300)
!306 = !DILocalVariable(name: "__vla_expr0", scope: !300, type: !6, flags: DIFlagArtificial)
!307 = !DILocation(line: 0, scope: !300)
!308 = !DILocalVariable(name: "v", scope: !300, file: !3, line: 55, type: !309)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !310)
!310 = !{!311}
!311 = !DISubrange(count: !306)
!312 = !DILocalVariable(name: "i", scope: !313, file: !3, line: 56, type: !5)
!313 = distinct !DILexicalBlock(scope: !300, file: !3, line: 56)
!314 = !DILocation(line: 56, scope: !313)
!315 = !DILocation(line: 56, scope: !316)
!316 = distinct !DILexicalBlock(scope: !313, file: !3, line: 56)
!317 = distinct !{!317, !314, !314, !192}
!318 = !DILocalVariable(name: "s", scope: !300, file: !3, line: 57, type: !5)
!319 = !DILocation(line: 57, scope: !300)
!320 = !DILocalVariable(name: "i", scope: !321, file: !3, line: 58, type: !5)
!321 = distinct !DILexicalBlock(scope: !300, file: !3, line: 58)
!322 = !DILocation(line: 58, scope: !321)
!323 = !DILocation(line: 59, scope: !324)
!324 = distinct !DILexicalBlock(scope: !325, file: !3, line: 58)
!325 = distinct !DILexicalBlock(scope: !321, file: !3, line: 58)
!326 = !DILocalVariable(name: "__vla_expr1", scope: !324, type: !6, flags: DIFlagArtificial)
!327 = !DILocation(line: 0, scope: !324)
!328 = !DILocalVariable(name: "w", scope: !324, file: !3, line: 59, type: !329)
!329 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !330)
!330 = !{!331}
!331 = !DISubrange(count: !326)
!332 = !DILocation(line: 60, scope: !324)
!333 = !DILocation(line: 61, scope: !324)
!334 = !DILocation(line: 62, scope: !324)
!335 = !DILocation(line: 58, scope: !325)
!336 = distinct !{!336, !322, !337, !192}
!337 = !DILocation(line: 62, scope: !321)
!338 = !DILocation(line: 63, scope: !300)
!339 = !DILocation(line: 64, scope: !300)

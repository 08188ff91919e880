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

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 8
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 8
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 8
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
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
@hook = internal constant ptr null, align 8
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 16), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 8
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 8
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 8
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 8
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 8
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @early_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @late_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, ptr @ctor_ran, align 4
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.f, i64 16, i1 false)
  %24 = load i32, ptr %2, align 8
  %25 = shl i32 %24, 23
  %26 = ashr i32 %25, 27
  %27 = add nsw i32 %26, 2
  %28 = load i32, ptr %2, align 8
  %29 = and i32 %27, 31
  %30 = shl i32 %29, 4
  %31 = and i32 %28, -497
  %32 = or i32 %31, %30
  store i32 %32, ptr %2, align 8
  %33 = shl i32 %29, 27
  %34 = ashr i32 %33, 27
  %35 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = and i64 %36, 1099511627775
  %38 = load i32, ptr %2, align 8
  %39 = shl i32 %38, 23
  %40 = ashr i32 %39, 27
  %41 = load i32, ptr %2, align 8
  %42 = lshr i32 %41, 1
  %43 = and i32 %42, 7
  %44 = load i32, ptr %2, align 8
  %45 = and i32 %44, 1
  %46 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 noundef %45, i32 noundef %43, i32 noundef %40, i64 noundef %37, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.bytes, i64 7, i1 false)
  %47 = getelementptr inbounds [7 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %47, i64 7, i1 false)
  %48 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %49 = load i16, ptr %48, align 1
  %50 = zext i16 %49 to i32
  %51 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %52 = load i32, ptr %51, align 1
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %54 = load i8, ptr %53, align 1
  %55 = sext i8 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 noundef %55, i32 noundef %52, i32 noundef %50, i32 noundef 7)
  %57 = call ptr @malloc(i64 noundef 40) #8
  store ptr %57, ptr %5, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds %struct.Msg, ptr %58, i32 0, i32 0
  store i32 4, ptr %59, align 8
  store i32 0, ptr %6, align 4
  br label %60

60:                                               ; preds = %75, %0
  %61 = load i32, ptr %6, align 4
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds %struct.Msg, ptr %62, i32 0, i32 0
  %64 = load i32, ptr %63, align 8
  %65 = icmp slt i32 %61, %64
  br i1 %65, label %66, label %78

66:                                               ; preds = %60
  %67 = load i32, ptr %6, align 4
  %68 = sitofp i32 %67 to double
  %69 = fdiv double %68, 4.000000e+00
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds %struct.Msg, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %6, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [0 x double], ptr %71, i64 0, i64 %73
  store double %69, ptr %74, align 8
  br label %75

75:                                               ; preds = %66
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %6, align 4
  br label %60, !llvm.loop !4

78:                                               ; preds = %60
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds %struct.Msg, ptr %79, i32 0, i32 1
  %81 = getelementptr inbounds [0 x double], ptr %80, i64 0, i64 3
  %82 = load double, ptr %81, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", double noundef %82)
  %84 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %84, i8 0, i64 8, i1 false)
  %85 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %85)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @constinit, i64 32, i1 false)
  %86 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 0
  store ptr %86, ptr %7, align 8
  %87 = load ptr, ptr %7, align 8
  call void @sort(ptr noundef %87, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds i32, ptr %88, i64 7
  %90 = load i32, ptr %89, align 4
  %91 = load ptr, ptr %7, align 8
  %92 = getelementptr inbounds i32, ptr %91, i64 1
  %93 = load i32, ptr %92, align 4
  %94 = load ptr, ptr %7, align 8
  %95 = getelementptr inbounds i32, ptr %94, i64 0
  %96 = load i32, ptr %95, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %96, i32 noundef %93, i32 noundef %90)
  %98 = load i32, ptr %10, align 8
  %99 = and i32 %98, -2
  %100 = or i32 %99, 0
  store i32 %100, ptr %10, align 8
  %101 = load i32, ptr %10, align 8
  %102 = and i32 %101, -15
  %103 = or i32 %102, 4
  store i32 %103, ptr %10, align 8
  %104 = load i32, ptr %10, align 8
  %105 = and i32 %104, -497
  %106 = or i32 %105, 0
  store i32 %106, ptr %10, align 8
  %107 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = and i64 %108, -1099511627776
  %110 = or i64 %109, 0
  store i64 %110, ptr %107, align 8
  store ptr %10, ptr %9, align 8
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %111, align 8
  %113 = lshr i32 %112, 1
  %114 = and i32 %113, 7
  %115 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 noundef %114)
  %116 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef @"??_C@_04GOKPGOLB@long?$AA@", ptr noundef @"??_C@_05KNFBNCOH@float?$AA@", ptr noundef @"??_C@_05NCJLPPFE@char?$CK?$AA@")
  store double 2.500000e+00, ptr %11, align 8
  store double -1.000000e+00, ptr %12, align 8
  %117 = load double, ptr %11, align 8
  %118 = load double, ptr %12, align 8
  %119 = fcmp ogt double %117, %118
  br i1 %119, label %120, label %122

120:                                              ; preds = %78
  %121 = load double, ptr %11, align 8
  br label %124

122:                                              ; preds = %78
  %123 = load double, ptr %12, align 8
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi double [ %121, %120 ], [ %123, %122 ]
  store double %125, ptr %13, align 8
  %126 = load double, ptr %13, align 8
  store i32 3, ptr %14, align 4
  store i32 8, ptr %15, align 4
  %127 = load i32, ptr %14, align 4
  %128 = load i32, ptr %15, align 4
  %129 = icmp sgt i32 %127, %128
  br i1 %129, label %130, label %132

130:                                              ; preds = %124
  %131 = load i32, ptr %14, align 4
  br label %134

132:                                              ; preds = %124
  %133 = load i32, ptr %15, align 4
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %131, %130 ], [ %133, %132 ]
  store i32 %135, ptr %16, align 4
  %136 = load i32, ptr %16, align 4
  %137 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %136, double noundef %126)
  %138 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %139 = extractvalue { i32, i1 } %138, 1
  %140 = extractvalue { i32, i1 } %138, 0
  store i32 %140, ptr %17, align 4
  %141 = zext i1 %139 to i32
  store i32 %141, ptr %18, align 4
  %142 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %143 = extractvalue { i64, i1 } %142, 1
  %144 = extractvalue { i64, i1 } %142, 0
  store i64 %144, ptr %19, align 8
  %145 = zext i1 %143 to i32
  store i32 %145, ptr %20, align 4
  %146 = load i32, ptr %20, align 4
  %147 = load i32, ptr %17, align 4
  %148 = load i32, ptr %18, align 4
  %149 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %148, i32 noundef %147, i32 noundef %146)
  %150 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %151 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %150, align 8
  store double 2.000000e+00, ptr %151, align 8
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %159 = load double, ptr %158, align 8
  %160 = fmul double %153, %157
  %161 = fmul double %155, %159
  %162 = fmul double %153, %159
  %163 = fmul double %155, %157
  %164 = fsub double %160, %161
  %165 = fadd double %162, %163
  %166 = fcmp uno double %164, %164
  br i1 %166, label %167, label %173, !prof !6

167:                                              ; preds = %134
  %168 = fcmp uno double %165, %165
  br i1 %168, label %169, label %173, !prof !6

169:                                              ; preds = %167
  %170 = call { double, double } @__muldc3(double noundef %153, double noundef %155, double noundef %157, double noundef %159) #9
  %171 = extractvalue { double, double } %170, 0
  %172 = extractvalue { double, double } %170, 1
  br label %173

173:                                              ; preds = %169, %167, %134
  %174 = phi double [ %164, %134 ], [ %164, %167 ], [ %171, %169 ]
  %175 = phi double [ %165, %134 ], [ %165, %167 ], [ %172, %169 ]
  %176 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %177 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %174, ptr %176, align 8
  store double %175, ptr %177, align 8
  %178 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %179 = load double, ptr %178, align 8
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %181 = load double, ptr %180, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", double noundef %181, double noundef %179)
  %183 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %184 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float 1.000000e+00, ptr %183, align 4
  store float -1.000000e+00, ptr %184, align 4
  %185 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %186 = load float, ptr %185, align 4
  %187 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %188 = load float, ptr %187, align 4
  %189 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %190 = load float, ptr %189, align 4
  %191 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %192 = load float, ptr %191, align 4
  %193 = fadd float %190, 1.000000e+00
  %194 = call { float, float } @__divsc3(float noundef %186, float noundef %188, float noundef %193, float noundef %192) #9
  %195 = extractvalue { float, float } %194, 0
  %196 = extractvalue { float, float } %194, 1
  %197 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %198 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %195, ptr %197, align 4
  store float %196, ptr %198, align 4
  %199 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  %200 = load float, ptr %199, align 4
  %201 = fpext float %200 to double
  %202 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %203 = load float, ptr %202, align 4
  %204 = fpext float %203 to double
  %205 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", double noundef %204, double noundef %201)
  %206 = load ptr, ptr @hook, align 8
  %207 = icmp eq ptr %206, null
  %208 = zext i1 %207 to i32
  %209 = load ptr, ptr @ring, align 8
  %210 = getelementptr inbounds %struct.Self, ptr %209, i32 0, i32 1
  %211 = load ptr, ptr %210, align 8
  %212 = load i32, ptr %211, align 4
  %213 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i64 0, i64 1), align 8
  %214 = getelementptr inbounds %struct.Self, ptr %213, i32 0, i32 1
  %215 = load ptr, ptr %214, align 8
  %216 = load i32, ptr %215, align 4
  %217 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %218 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i64 0, i64 2), align 8
  %219 = add nsw i32 %217, %218
  %220 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %219, i32 noundef 32, i32 noundef %216, i32 noundef %212, ptr noundef getelementptr (i8, ptr @"??_C@_05CJBACGMB@hello?$AA@", i64 1), i32 noundef %208)
  %221 = load i32, ptr @ctor_ran, align 4
  %222 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i64 0, i64 2), align 8
  %223 = fpext float %222 to double
  %224 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", double noundef %223, i32 noundef 32, i32 noundef %221)
  %225 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %226 = call i32 @vla_sum(i32 noundef 12)
  %227 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 noundef %226, i32 noundef %225)
  ret i32 0
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
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %3, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  store ptr %13, ptr %9, align 8
  store i32 1, ptr %11, align 4
  br label %14

14:                                               ; preds = %81, %4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %84

18:                                               ; preds = %14
  %19 = load i32, ptr %11, align 4
  store i32 %19, ptr %12, align 4
  br label %20

20:                                               ; preds = %77, %18
  %21 = load i32, ptr %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %40

23:                                               ; preds = %20
  %24 = load ptr, ptr %5, align 8
  %25 = load ptr, ptr %9, align 8
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = mul nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %25, i64 %29
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %12, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %6, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %31, i64 %36
  %38 = call i32 %24(ptr noundef %37, ptr noundef %30)
  %39 = icmp sgt i32 %38, 0
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ]
  br i1 %41, label %42, label %80

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %44 = load ptr, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %6, align 4
  %47 = mul nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %44, i64 %48
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %43, ptr align 1 %49, i64 %51, i1 false)
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %12, align 4
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %52, i64 %56
  %58 = load ptr, ptr %9, align 8
  %59 = load i32, ptr %12, align 4
  %60 = sub nsw i32 %59, 1
  %61 = load i32, ptr %6, align 4
  %62 = mul nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %58, i64 %63
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %64, i64 %66, i1 false)
  %67 = load ptr, ptr %9, align 8
  %68 = load i32, ptr %12, align 4
  %69 = sub nsw i32 %68, 1
  %70 = load i32, ptr %6, align 4
  %71 = mul nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %67, i64 %72
  %74 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0
  %75 = load i32, ptr %6, align 4
  %76 = sext i32 %75 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %73, ptr align 1 %74, i64 %76, i1 false)
  br label %77

77:                                               ; preds = %42
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr %12, align 4
  br label %20, !llvm.loop !7

80:                                               ; preds = %40
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %14, !llvm.loop !8

84:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local { double, double } @__muldc3(double, double, double, double)

declare dso_local { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = add i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = sub i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, ptr %5, align 4
  %22 = call i32 @ackermann(i32 noundef %21, i32 noundef %20)
  %23 = load i32, ptr %5, align 4
  %24 = sub i32 %23, 1
  %25 = call i32 @ackermann(i32 noundef %24, i32 noundef %22)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = zext i32 %10 to i64
  %12 = call ptr @llvm.stacksave.p0()
  store ptr %12, ptr %3, align 8
  %13 = alloca i32, i64 %11, align 4
  store i64 %11, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %13, i64 %23
  store i32 %21, ptr %24, align 4
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %14, !llvm.loop !9

28:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %56

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  %36 = zext i32 %35 to i64
  %37 = call ptr @llvm.stacksave.p0()
  store ptr %37, ptr %8, align 8
  %38 = alloca i32, i64 %36, align 4
  store i64 %36, ptr %9, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %13, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %38, i64 %44
  store i32 %42, ptr %45, align 4
  %46 = load i32, ptr %7, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %38, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %6, align 4
  %52 = load ptr, ptr %8, align 8
  call void @llvm.stackrestore.p0(ptr %52)
  br label %53

53:                                               ; preds = %33
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %29, !llvm.loop !10

56:                                               ; preds = %29
  %57 = load i32, ptr %6, align 4
  %58 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %58)
  ret i32 %57
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

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}

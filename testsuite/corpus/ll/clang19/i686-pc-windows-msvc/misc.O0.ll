; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
@"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", comdat, align 1
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", comdat, align 1
@"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", comdat, align 1
@constinit = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
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
@hook = internal constant ptr null, align 4
@"??_C@_05CJBACGMB@hello?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"hello\00", comdat, align 1
@ring = internal global [2 x %struct.Self] [%struct.Self { ptr getelementptr (i8, ptr @ring, i64 8), ptr getelementptr (i8, ptr @table, i64 12) }, %struct.Self { ptr @ring, ptr getelementptr (i8, ptr @table, i64 32) }], align 4
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4
@"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", comdat, align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", comdat, align 1
@"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", comdat, align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @early_init, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @late_init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @at_exit_fn, ptr null }]

; Function Attrs: noinline nounwind optnone
define internal void @early_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @ctor_ran, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @late_init() #0 {
  %1 = load i32, ptr @ctor_ran, align 4
  %2 = mul nsw i32 %1, 10
  store i32 %2, ptr @ctor_ran, align 4
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
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca ptr, align 4
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.f, i32 16, i1 false)
  %26 = load i32, ptr %2, align 8
  %27 = shl i32 %26, 23
  %28 = ashr i32 %27, 27
  %29 = add nsw i32 %28, 2
  %30 = load i32, ptr %2, align 8
  %31 = and i32 %29, 31
  %32 = shl i32 %31, 4
  %33 = and i32 %30, -497
  %34 = or i32 %33, %32
  store i32 %34, ptr %2, align 8
  %35 = shl i32 %31, 27
  %36 = ashr i32 %35, 27
  %37 = getelementptr inbounds %struct.Flags, ptr %2, i32 0, i32 1
  %38 = load i64, ptr %37, align 8
  %39 = and i64 %38, 1099511627775
  %40 = load i32, ptr %2, align 8
  %41 = shl i32 %40, 23
  %42 = ashr i32 %41, 27
  %43 = load i32, ptr %2, align 8
  %44 = lshr i32 %43, 1
  %45 = and i32 %44, 7
  %46 = load i32, ptr %2, align 8
  %47 = and i32 %46, 1
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@EDMKICPE@flags?5?$CFu?5?$CFu?5?$CFd?5?$CFllx?5size?$DN?$CFd?6?$AA@", i32 noundef %47, i32 noundef %45, i32 noundef %42, i64 noundef %39, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.bytes, i32 7, i1 false)
  %49 = getelementptr inbounds [7 x i8], ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 %49, i32 7, i1 false)
  %50 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 2
  %51 = load i16, ptr %50, align 1
  %52 = zext i16 %51 to i32
  %53 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 1
  %54 = load i32, ptr %53, align 1
  %55 = getelementptr inbounds %struct.Wire, ptr %4, i32 0, i32 0
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@CKMIPGON@wire?5?$CFd?5?$CFd?5?$CFx?5size?$DN?$CFd?6?$AA@", i32 noundef %57, i32 noundef %54, i32 noundef %52, i32 noundef 7)
  %59 = call ptr @malloc(i32 noundef 40) #8
  store ptr %59, ptr %5, align 4
  %60 = load ptr, ptr %5, align 4
  %61 = getelementptr inbounds %struct.Msg, ptr %60, i32 0, i32 0
  store i32 4, ptr %61, align 8
  store i32 0, ptr %6, align 4
  br label %62

62:                                               ; preds = %76, %0
  %63 = load i32, ptr %6, align 4
  %64 = load ptr, ptr %5, align 4
  %65 = getelementptr inbounds %struct.Msg, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 8
  %67 = icmp slt i32 %63, %66
  br i1 %67, label %68, label %79

68:                                               ; preds = %62
  %69 = load i32, ptr %6, align 4
  %70 = sitofp i32 %69 to double
  %71 = fdiv double %70, 4.000000e+00
  %72 = load ptr, ptr %5, align 4
  %73 = getelementptr inbounds %struct.Msg, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %6, align 4
  %75 = getelementptr inbounds [0 x double], ptr %73, i32 0, i32 %74
  store double %71, ptr %75, align 8
  br label %76

76:                                               ; preds = %68
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %62, !llvm.loop !5

79:                                               ; preds = %62
  %80 = load ptr, ptr %5, align 4
  %81 = getelementptr inbounds %struct.Msg, ptr %80, i32 0, i32 1
  %82 = getelementptr inbounds [0 x double], ptr %81, i32 0, i32 3
  %83 = load double, ptr %82, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CBNGBNLF@msg?5?$CF?42f?6?$AA@", double noundef %83)
  %85 = load ptr, ptr %5, align 4
  call void @llvm.memset.p0.i32(ptr align 8 %85, i8 0, i32 8, i1 false)
  %86 = load ptr, ptr %5, align 4
  call void @free(ptr noundef %86)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %8, ptr align 4 @constinit, i32 32, i1 false)
  %87 = getelementptr inbounds [8 x i32], ptr %8, i32 0, i32 0
  store ptr %87, ptr %7, align 4
  %88 = load ptr, ptr %7, align 4
  call void @sort(ptr noundef %88, i32 noundef 8, i32 noundef 4, ptr noundef @cmp_int_desc)
  %89 = load ptr, ptr %7, align 4
  %90 = getelementptr inbounds i32, ptr %89, i32 7
  %91 = load i32, ptr %90, align 4
  %92 = load ptr, ptr %7, align 4
  %93 = getelementptr inbounds i32, ptr %92, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = load ptr, ptr %7, align 4
  %96 = getelementptr inbounds i32, ptr %95, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OJOJENOF@sorted?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %97, i32 noundef %94, i32 noundef %91)
  %99 = load i32, ptr %10, align 8
  %100 = and i32 %99, -2
  %101 = or i32 %100, 0
  store i32 %101, ptr %10, align 8
  %102 = load i32, ptr %10, align 8
  %103 = and i32 %102, -15
  %104 = or i32 %103, 4
  store i32 %104, ptr %10, align 8
  %105 = load i32, ptr %10, align 8
  %106 = and i32 %105, -497
  %107 = or i32 %106, 0
  store i32 %107, ptr %10, align 8
  %108 = getelementptr inbounds %struct.Flags, ptr %10, i32 0, i32 1
  %109 = load i64, ptr %108, align 8
  %110 = and i64 %109, -1099511627776
  %111 = or i64 %110, 0
  store i64 %111, ptr %108, align 8
  store ptr %10, ptr %9, align 4
  %112 = load ptr, ptr %9, align 4
  %113 = load i32, ptr %112, align 8
  %114 = lshr i32 %113, 1
  %115 = and i32 %114, 7
  %116 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KFADDLHP@compound?5?$CFu?6?$AA@", i32 noundef %115)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@IOJNANIN@generic?5?$CFs?5?$CFs?5?$CFs?5?$CFs?6?$AA@", ptr noundef @"??_C@_03JBIPMCLC@int?$AA@", ptr noundef @"??_C@_04GOKPGOLB@long?$AA@", ptr noundef @"??_C@_05KNFBNCOH@float?$AA@", ptr noundef @"??_C@_05NCJLPPFE@char?$CK?$AA@")
  store double 2.500000e+00, ptr %11, align 8
  store double -1.000000e+00, ptr %12, align 8
  %118 = load double, ptr %11, align 8
  %119 = load double, ptr %12, align 8
  %120 = fcmp ogt double %118, %119
  br i1 %120, label %121, label %123

121:                                              ; preds = %79
  %122 = load double, ptr %11, align 8
  br label %125

123:                                              ; preds = %79
  %124 = load double, ptr %12, align 8
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi double [ %122, %121 ], [ %124, %123 ]
  store double %126, ptr %13, align 8
  %127 = load double, ptr %13, align 8
  store i32 3, ptr %14, align 4
  store i32 8, ptr %15, align 4
  %128 = load i32, ptr %14, align 4
  %129 = load i32, ptr %15, align 4
  %130 = icmp sgt i32 %128, %129
  br i1 %130, label %131, label %133

131:                                              ; preds = %125
  %132 = load i32, ptr %14, align 4
  br label %135

133:                                              ; preds = %125
  %134 = load i32, ptr %15, align 4
  br label %135

135:                                              ; preds = %133, %131
  %136 = phi i32 [ %132, %131 ], [ %134, %133 ]
  store i32 %136, ptr %16, align 4
  %137 = load i32, ptr %16, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@IDHAKHOH@stmt?9expr?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef %137, double noundef %127)
  %139 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %140 = extractvalue { i32, i1 } %139, 1
  %141 = extractvalue { i32, i1 } %139, 0
  store i32 %141, ptr %17, align 4
  %142 = zext i1 %140 to i32
  store i32 %142, ptr %18, align 4
  %143 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %144 = extractvalue { i64, i1 } %143, 1
  %145 = extractvalue { i64, i1 } %143, 0
  store i64 %145, ptr %19, align 8
  %146 = zext i1 %144 to i32
  store i32 %146, ptr %20, align 4
  %147 = load i32, ptr %20, align 4
  %148 = load i32, ptr %17, align 4
  %149 = load i32, ptr %18, align 4
  %150 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@JACNICOG@overflow?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %149, i32 noundef %148, i32 noundef %147)
  %151 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double 1.000000e+00, ptr %151, align 8
  store double 2.000000e+00, ptr %152, align 8
  %153 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %156 = load double, ptr %155, align 8
  %157 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %160 = load double, ptr %159, align 8
  %161 = fmul double %154, %158
  %162 = fmul double %156, %160
  %163 = fmul double %154, %160
  %164 = fmul double %156, %158
  %165 = fsub double %161, %162
  %166 = fadd double %163, %164
  %167 = fcmp uno double %165, %165
  br i1 %167, label %168, label %175, !prof !7

168:                                              ; preds = %135
  %169 = fcmp uno double %166, %166
  br i1 %169, label %170, label %175, !prof !7

170:                                              ; preds = %168
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %23, double noundef %154, double noundef %156, double noundef %158, double noundef %160) #9
  %171 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %172 = load double, ptr %171, align 8
  %173 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %174 = load double, ptr %173, align 8
  br label %175

175:                                              ; preds = %170, %168, %135
  %176 = phi double [ %165, %135 ], [ %165, %168 ], [ %172, %170 ]
  %177 = phi double [ %166, %135 ], [ %166, %168 ], [ %174, %170 ]
  %178 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %179 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %176, ptr %178, align 8
  store double %177, ptr %179, align 8
  %180 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %181 = load double, ptr %180, align 8
  %182 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %183 = load double, ptr %182, align 8
  %184 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@CEEJOJJB@complex?5?$CF?41f?5?$CF?41f?6?$AA@", double noundef %183, double noundef %181)
  %185 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %186 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float 1.000000e+00, ptr %185, align 4
  store float -1.000000e+00, ptr %186, align 4
  %187 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %188 = load float, ptr %187, align 4
  %189 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %190 = load float, ptr %189, align 4
  %191 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %192 = load float, ptr %191, align 4
  %193 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %194 = load float, ptr %193, align 4
  %195 = fadd float %192, 1.000000e+00
  %196 = call i64 @__divsc3(float noundef %188, float noundef %190, float noundef %195, float noundef %194) #9
  store i64 %196, ptr %25, align 4
  %197 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %198 = load float, ptr %197, align 4
  %199 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %200 = load float, ptr %199, align 4
  %201 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %202 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %198, ptr %201, align 4
  store float %200, ptr %202, align 4
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %204 = load float, ptr %203, align 4
  %205 = fpext float %204 to double
  %206 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %207 = load float, ptr %206, align 4
  %208 = fpext float %207 to double
  %209 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@NOEMDGLG@fcomplex?5?$CF?43f?5?$CF?43f?6?$AA@", double noundef %208, double noundef %205)
  %210 = load ptr, ptr @hook, align 4
  %211 = icmp eq ptr %210, null
  %212 = zext i1 %211 to i32
  %213 = load ptr, ptr @ring, align 4
  %214 = getelementptr inbounds %struct.Self, ptr %213, i32 0, i32 1
  %215 = load ptr, ptr %214, align 4
  %216 = load i32, ptr %215, align 4
  %217 = load ptr, ptr getelementptr inbounds ([2 x %struct.Self], ptr @ring, i32 0, i32 1), align 4
  %218 = getelementptr inbounds %struct.Self, ptr %217, i32 0, i32 1
  %219 = load ptr, ptr %218, align 4
  %220 = load i32, ptr %219, align 4
  %221 = load i32, ptr getelementptr (i8, ptr @table, i64 20), align 4
  %222 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @table, i32 0, i32 2), align 4
  %223 = add nsw i32 %221, %222
  %224 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@NFJLPHBA@globals?5?$CFd?5?$CFld?5?$CFd?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %223, i32 noundef 32, i32 noundef %220, i32 noundef %216, ptr noundef getelementptr (i8, ptr @"??_C@_05CJBACGMB@hello?$AA@", i64 1), i32 noundef %212)
  %225 = load i32, ptr @ctor_ran, align 4
  %226 = load float, ptr getelementptr inbounds ([3 x float], ptr @aligned_g, i32 0, i32 2), align 8
  %227 = fpext float %226 to double
  %228 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@HGFNLMOP@aligned?5?$CF?41f?5?$CFd?5ctor?$DN?$CFd?6?$AA@", double noundef %227, i32 noundef 32, i32 noundef %225)
  %229 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %230 = call i32 @vla_sum(i32 noundef 12)
  %231 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@FOHDGIBA@vla?5?$CFd?5ack?5?$CFlu?6?$AA@", i32 noundef %230, i32 noundef %229)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

declare dso_local void @free(ptr noundef) #3

; Function Attrs: noinline optnone
define internal void @sort(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %3, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store ptr %0, ptr %8, align 4
  %13 = load ptr, ptr %8, align 4
  store ptr %13, ptr %9, align 4
  store i32 1, ptr %11, align 4
  br label %14

14:                                               ; preds = %72, %4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %7, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %75

18:                                               ; preds = %14
  %19 = load i32, ptr %11, align 4
  store i32 %19, ptr %12, align 4
  br label %20

20:                                               ; preds = %68, %18
  %21 = load i32, ptr %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %38

23:                                               ; preds = %20
  %24 = load ptr, ptr %5, align 4
  %25 = load ptr, ptr %9, align 4
  %26 = load i32, ptr %12, align 4
  %27 = load i32, ptr %6, align 4
  %28 = mul nsw i32 %26, %27
  %29 = getelementptr inbounds i8, ptr %25, i32 %28
  %30 = load ptr, ptr %9, align 4
  %31 = load i32, ptr %12, align 4
  %32 = sub nsw i32 %31, 1
  %33 = load i32, ptr %6, align 4
  %34 = mul nsw i32 %32, %33
  %35 = getelementptr inbounds i8, ptr %30, i32 %34
  %36 = call i32 %24(ptr noundef %35, ptr noundef %29)
  %37 = icmp sgt i32 %36, 0
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ]
  br i1 %39, label %40, label %71

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0
  %42 = load ptr, ptr %9, align 4
  %43 = load i32, ptr %12, align 4
  %44 = load i32, ptr %6, align 4
  %45 = mul nsw i32 %43, %44
  %46 = getelementptr inbounds i8, ptr %42, i32 %45
  %47 = load i32, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %41, ptr align 1 %46, i32 %47, i1 false)
  %48 = load ptr, ptr %9, align 4
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %6, align 4
  %51 = mul nsw i32 %49, %50
  %52 = getelementptr inbounds i8, ptr %48, i32 %51
  %53 = load ptr, ptr %9, align 4
  %54 = load i32, ptr %12, align 4
  %55 = sub nsw i32 %54, 1
  %56 = load i32, ptr %6, align 4
  %57 = mul nsw i32 %55, %56
  %58 = getelementptr inbounds i8, ptr %53, i32 %57
  %59 = load i32, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %52, ptr align 1 %58, i32 %59, i1 false)
  %60 = load ptr, ptr %9, align 4
  %61 = load i32, ptr %12, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, ptr %6, align 4
  %64 = mul nsw i32 %62, %63
  %65 = getelementptr inbounds i8, ptr %60, i32 %64
  %66 = getelementptr inbounds [64 x i8], ptr %10, i32 0, i32 0
  %67 = load i32, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %65, ptr align 1 %66, i32 %67, i1 false)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, ptr %12, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %12, align 4
  br label %20, !llvm.loop !8

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4
  br label %14, !llvm.loop !9

75:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load i32, ptr %7, align 4
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline optnone
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

; Function Attrs: noinline nounwind optnone
define internal i32 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %3, align 4
  %12 = alloca i32, i32 %10, align 4
  store i32 %10, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %23, %1
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %5, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, ptr %5, align 4
  %22 = getelementptr inbounds i32, ptr %12, i32 %21
  store i32 %20, ptr %22, align 4
  br label %23

23:                                               ; preds = %17
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %13, !llvm.loop !10

26:                                               ; preds = %13
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %47, %26
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %50

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = call ptr @llvm.stacksave.p0()
  store ptr %34, ptr %8, align 4
  %35 = alloca i32, i32 %33, align 4
  store i32 %33, ptr %9, align 4
  %36 = load i32, ptr %7, align 4
  %37 = getelementptr inbounds i32, ptr %12, i32 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = getelementptr inbounds i32, ptr %35, i32 %39
  store i32 %38, ptr %40, align 4
  %41 = load i32, ptr %7, align 4
  %42 = getelementptr inbounds i32, ptr %35, i32 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %6, align 4
  %46 = load ptr, ptr %8, align 4
  call void @llvm.stackrestore.p0(ptr %46)
  br label %47

47:                                               ; preds = %31
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %27, !llvm.loop !11

50:                                               ; preds = %27
  %51 = load i32, ptr %6, align 4
  %52 = load ptr, ptr %3, align 4
  call void @llvm.stackrestore.p0(ptr %52)
  ret i32 %51
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #7

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}

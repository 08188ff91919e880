; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i40 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [2 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 4
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [7 x i8] c"\07\01\00\00\00\CD\AB", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1
@constinit = private global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 4
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
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
  %2 = alloca %struct.Flags, align 4
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 4
  %10 = alloca %struct.Flags, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  %26 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 getelementptr inbounds ({ i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [2 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 12, i1 false)
  %27 = bitcast %struct.Flags* %2 to i16*
  %28 = load i16, i16* %27, align 4
  %29 = shl i16 %28, 7
  %30 = ashr i16 %29, 11
  %31 = sext i16 %30 to i32
  %32 = add nsw i32 %31, 2
  %33 = trunc i32 %32 to i16
  %34 = load i16, i16* %27, align 4
  %35 = and i16 %33, 31
  %36 = shl i16 %35, 4
  %37 = and i16 %34, -497
  %38 = or i16 %37, %36
  store i16 %38, i16* %27, align 4
  %39 = shl i16 %35, 11
  %40 = ashr i16 %39, 11
  %41 = sext i16 %40 to i32
  %42 = bitcast %struct.Flags* %2 to i16*
  %43 = load i16, i16* %42, align 4
  %44 = and i16 %43, 1
  %45 = zext i16 %44 to i32
  %46 = bitcast %struct.Flags* %2 to i16*
  %47 = load i16, i16* %46, align 4
  %48 = lshr i16 %47, 1
  %49 = and i16 %48, 7
  %50 = zext i16 %49 to i32
  %51 = bitcast %struct.Flags* %2 to i16*
  %52 = load i16, i16* %51, align 4
  %53 = shl i16 %52, 7
  %54 = ashr i16 %53, 11
  %55 = sext i16 %54 to i32
  %56 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %57 = bitcast i40* %56 to i64*
  %58 = load i64, i64* %57, align 4
  %59 = and i64 %58, 1099511627775
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %45, i32 noundef %50, i32 noundef %55, i64 noundef %59, i32 noundef 12)
  %61 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %61, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false)
  %62 = bitcast %struct.Wire* %4 to i8*
  %63 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %62, i8* align 1 %63, i32 7, i1 false)
  %64 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %65 = load i8, i8* %64, align 1
  %66 = sext i8 %65 to i32
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %68 = load i32, i32* %67, align 1
  %69 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %70 = load i16, i16* %69, align 1
  %71 = zext i16 %70 to i32
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %66, i32 noundef %68, i32 noundef %71, i32 noundef 7)
  %73 = call i8* @malloc(i32 noundef 36)
  %74 = bitcast i8* %73 to %struct.Msg*
  store %struct.Msg* %74, %struct.Msg** %5, align 4
  %75 = load %struct.Msg*, %struct.Msg** %5, align 4
  %76 = getelementptr inbounds %struct.Msg, %struct.Msg* %75, i32 0, i32 0
  store i32 4, i32* %76, align 4
  store i32 0, i32* %6, align 4
  br label %77

77:                                               ; preds = %91, %0
  %78 = load i32, i32* %6, align 4
  %79 = load %struct.Msg*, %struct.Msg** %5, align 4
  %80 = getelementptr inbounds %struct.Msg, %struct.Msg* %79, i32 0, i32 0
  %81 = load i32, i32* %80, align 4
  %82 = icmp slt i32 %78, %81
  br i1 %82, label %83, label %94

83:                                               ; preds = %77
  %84 = load i32, i32* %6, align 4
  %85 = sitofp i32 %84 to double
  %86 = fdiv double %85, 4.000000e+00
  %87 = load %struct.Msg*, %struct.Msg** %5, align 4
  %88 = getelementptr inbounds %struct.Msg, %struct.Msg* %87, i32 0, i32 1
  %89 = load i32, i32* %6, align 4
  %90 = getelementptr inbounds [0 x double], [0 x double]* %88, i32 0, i32 %89
  store double %86, double* %90, align 4
  br label %91

91:                                               ; preds = %83
  %92 = load i32, i32* %6, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %6, align 4
  br label %77, !llvm.loop !7

94:                                               ; preds = %77
  %95 = load %struct.Msg*, %struct.Msg** %5, align 4
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i32 0, i32 3
  %98 = load double, double* %97, align 4
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %98)
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4
  %101 = bitcast %struct.Msg* %100 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %101, i8 0, i32 4, i1 false)
  %102 = load %struct.Msg*, %struct.Msg** %5, align 4
  %103 = bitcast %struct.Msg* %102 to i8*
  call void @free(i8* noundef %103)
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  %105 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false)
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  store i32* %106, i32** %7, align 4
  %107 = load i32*, i32** %7, align 4
  %108 = bitcast i32* %107 to i8*
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %109 = load i32*, i32** %7, align 4
  %110 = getelementptr inbounds i32, i32* %109, i32 0
  %111 = load i32, i32* %110, align 4
  %112 = load i32*, i32** %7, align 4
  %113 = getelementptr inbounds i32, i32* %112, i32 1
  %114 = load i32, i32* %113, align 4
  %115 = load i32*, i32** %7, align 4
  %116 = getelementptr inbounds i32, i32* %115, i32 7
  %117 = load i32, i32* %116, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %111, i32 noundef %114, i32 noundef %117)
  %119 = bitcast %struct.Flags* %10 to i16*
  %120 = load i16, i16* %119, align 4
  %121 = and i16 %120, -2
  %122 = or i16 %121, 0
  store i16 %122, i16* %119, align 4
  %123 = bitcast %struct.Flags* %10 to i16*
  %124 = load i16, i16* %123, align 4
  %125 = and i16 %124, -15
  %126 = or i16 %125, 4
  store i16 %126, i16* %123, align 4
  %127 = bitcast %struct.Flags* %10 to i16*
  %128 = load i16, i16* %127, align 4
  %129 = and i16 %128, -497
  %130 = or i16 %129, 0
  store i16 %130, i16* %127, align 4
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %132 = bitcast i40* %131 to i64*
  %133 = load i64, i64* %132, align 4
  %134 = and i64 %133, -1099511627776
  %135 = or i64 %134, 0
  store i64 %135, i64* %132, align 4
  store %struct.Flags* %10, %struct.Flags** %9, align 4
  %136 = load %struct.Flags*, %struct.Flags** %9, align 4
  %137 = bitcast %struct.Flags* %136 to i16*
  %138 = load i16, i16* %137, align 4
  %139 = lshr i16 %138, 1
  %140 = and i16 %139, 7
  %141 = zext i16 %140 to i32
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %141)
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  store i32 3, i32* %11, align 4
  store i32 8, i32* %12, align 4
  %144 = load i32, i32* %11, align 4
  %145 = load i32, i32* %12, align 4
  %146 = icmp sgt i32 %144, %145
  br i1 %146, label %147, label %149

147:                                              ; preds = %94
  %148 = load i32, i32* %11, align 4
  br label %151

149:                                              ; preds = %94
  %150 = load i32, i32* %12, align 4
  br label %151

151:                                              ; preds = %149, %147
  %152 = phi i32 [ %148, %147 ], [ %150, %149 ]
  store i32 %152, i32* %13, align 4
  %153 = load i32, i32* %13, align 4
  store double 2.500000e+00, double* %14, align 8
  store double -1.000000e+00, double* %15, align 8
  %154 = load double, double* %14, align 8
  %155 = load double, double* %15, align 8
  %156 = fcmp ogt double %154, %155
  br i1 %156, label %157, label %159

157:                                              ; preds = %151
  %158 = load double, double* %14, align 8
  br label %161

159:                                              ; preds = %151
  %160 = load double, double* %15, align 8
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi double [ %158, %157 ], [ %160, %159 ]
  store double %162, double* %16, align 4
  %163 = load double, double* %16, align 4
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %153, double noundef %163)
  %165 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %166 = extractvalue { i32, i1 } %165, 1
  %167 = extractvalue { i32, i1 } %165, 0
  store i32 %167, i32* %17, align 4
  %168 = zext i1 %166 to i32
  store i32 %168, i32* %18, align 4
  %169 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %170 = extractvalue { i64, i1 } %169, 1
  %171 = extractvalue { i64, i1 } %169, 0
  store i64 %171, i64* %19, align 8
  %172 = zext i1 %170 to i32
  store i32 %172, i32* %20, align 4
  %173 = load i32, i32* %18, align 4
  %174 = load i32, i32* %17, align 4
  %175 = load i32, i32* %20, align 4
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %173, i32 noundef %174, i32 noundef %175)
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double 1.000000e+00, double* %177, align 8
  store double 2.000000e+00, double* %178, align 8
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %180 = load double, double* %179, align 8
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %182 = load double, double* %181, align 8
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %184 = load double, double* %183, align 8
  %185 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %186 = load double, double* %185, align 8
  %187 = fmul double %180, %184
  %188 = fmul double %182, %186
  %189 = fmul double %180, %186
  %190 = fmul double %182, %184
  %191 = fsub double %187, %188
  %192 = fadd double %189, %190
  %193 = fcmp uno double %191, %191
  br i1 %193, label %194, label %201, !prof !9

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192
  br i1 %195, label %196, label %201, !prof !9

196:                                              ; preds = %194
  call void @__muldc3({ double, double }* sret({ double, double }) align 4 %23, double noundef %180, double noundef %182, double noundef %184, double noundef %186) #7
  %197 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 0
  %198 = load double, double* %197, align 4
  %199 = getelementptr inbounds { double, double }, { double, double }* %23, i32 0, i32 1
  %200 = load double, double* %199, align 4
  br label %201

201:                                              ; preds = %196, %194, %161
  %202 = phi double [ %191, %161 ], [ %191, %194 ], [ %198, %196 ]
  %203 = phi double [ %192, %161 ], [ %192, %194 ], [ %200, %196 ]
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %202, double* %204, align 8
  store double %203, double* %205, align 8
  %206 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %207 = load double, double* %206, align 8
  %208 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %209 = load double, double* %208, align 8
  %210 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %207, double noundef %209)
  %211 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %212 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  store float 1.000000e+00, float* %211, align 4
  store float -1.000000e+00, float* %212, align 4
  %213 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %214 = load float, float* %213, align 4
  %215 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %216 = load float, float* %215, align 4
  %217 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %218 = load float, float* %217, align 4
  %219 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %220 = load float, float* %219, align 4
  %221 = fadd float %218, 1.000000e+00
  %222 = call i64 @__divsc3(float noundef %214, float noundef %216, float noundef %221, float noundef %220) #7
  %223 = bitcast { float, float }* %25 to i64*
  store i64 %222, i64* %223, align 4
  %224 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 0
  %225 = load float, float* %224, align 4
  %226 = getelementptr inbounds { float, float }, { float, float }* %25, i32 0, i32 1
  %227 = load float, float* %226, align 4
  %228 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %229 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  store float %225, float* %228, align 4
  store float %227, float* %229, align 4
  %230 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %231 = load float, float* %230, align 4
  %232 = fpext float %231 to double
  %233 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %234 = load float, float* %233, align 4
  %235 = fpext float %234 to double
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %232, double noundef %235)
  %237 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %238 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4
  %239 = add nsw i32 %237, %238
  %240 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4
  %241 = getelementptr inbounds %struct.Self, %struct.Self* %240, i32 0, i32 1
  %242 = load i32*, i32** %241, align 4
  %243 = load i32, i32* %242, align 4
  %244 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4
  %245 = getelementptr inbounds %struct.Self, %struct.Self* %244, i32 0, i32 1
  %246 = load i32*, i32** %245, align 4
  %247 = load i32, i32* %246, align 4
  %248 = load void ()*, void ()** @hook, align 4
  %249 = icmp eq void ()* %248, null
  %250 = zext i1 %249 to i32
  %251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %239, i32 noundef 32, i32 noundef %243, i32 noundef %247, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %250)
  %252 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8
  %253 = fpext float %252 to double
  %254 = load i32, i32* @ctor_ran, align 4
  %255 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %253, i32 noundef 32, i32 noundef %254)
  %256 = call i32 @vla_sum(i32 noundef 12)
  %257 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %258 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %256, i32 noundef %257)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

declare i8* @malloc(i32 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

declare void @free(i8* noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #1 {
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 4
  %9 = alloca i8*, align 4
  %10 = alloca [64 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 4
  %13 = load i8*, i8** %5, align 4
  store i8* %13, i8** %9, align 4
  store i32 1, i32* %11, align 4
  br label %14

14:                                               ; preds = %72, %4
  %15 = load i32, i32* %11, align 4
  %16 = load i32, i32* %6, align 4
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
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 4
  %25 = load i8*, i8** %9, align 4
  %26 = load i32, i32* %12, align 4
  %27 = sub nsw i32 %26, 1
  %28 = load i32, i32* %7, align 4
  %29 = mul nsw i32 %27, %28
  %30 = getelementptr inbounds i8, i8* %25, i32 %29
  %31 = load i8*, i8** %9, align 4
  %32 = load i32, i32* %12, align 4
  %33 = load i32, i32* %7, align 4
  %34 = mul nsw i32 %32, %33
  %35 = getelementptr inbounds i8, i8* %31, i32 %34
  %36 = call i32 %24(i8* noundef %30, i8* noundef %35)
  %37 = icmp sgt i32 %36, 0
  br label %38

38:                                               ; preds = %23, %20
  %39 = phi i1 [ false, %20 ], [ %37, %23 ]
  br i1 %39, label %40, label %71

40:                                               ; preds = %38
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0
  %42 = load i8*, i8** %9, align 4
  %43 = load i32, i32* %12, align 4
  %44 = load i32, i32* %7, align 4
  %45 = mul nsw i32 %43, %44
  %46 = getelementptr inbounds i8, i8* %42, i32 %45
  %47 = load i32, i32* %7, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %41, i8* align 1 %46, i32 %47, i1 false)
  %48 = load i8*, i8** %9, align 4
  %49 = load i32, i32* %12, align 4
  %50 = load i32, i32* %7, align 4
  %51 = mul nsw i32 %49, %50
  %52 = getelementptr inbounds i8, i8* %48, i32 %51
  %53 = load i8*, i8** %9, align 4
  %54 = load i32, i32* %12, align 4
  %55 = sub nsw i32 %54, 1
  %56 = load i32, i32* %7, align 4
  %57 = mul nsw i32 %55, %56
  %58 = getelementptr inbounds i8, i8* %53, i32 %57
  %59 = load i32, i32* %7, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %52, i8* align 1 %58, i32 %59, i1 false)
  %60 = load i8*, i8** %9, align 4
  %61 = load i32, i32* %12, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, i32* %7, align 4
  %64 = mul nsw i32 %62, %63
  %65 = getelementptr inbounds i8, i8* %60, i32 %64
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0
  %67 = load i32, i32* %7, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %65, i8* align 1 %66, i32 %67, i1 false)
  br label %68

68:                                               ; preds = %40
  %69 = load i32, i32* %12, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, i32* %12, align 4
  br label %20, !llvm.loop !10

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %11, align 4
  br label %14, !llvm.loop !11

75:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %4, align 4
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %3, align 4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

declare void @__muldc3({ double, double }*, double, double, double, double)

declare i64 @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
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
  br label %13, !llvm.loop !12

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
  br label %27, !llvm.loop !13

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4
  %52 = load i8*, i8** %3, align 4
  call void @llvm.stackrestore(i8* %52)
  ret i32 %51
}

; Function Attrs: noinline optnone uwtable
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = add i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sub i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1)
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub i32 %22, 1
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24)
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}

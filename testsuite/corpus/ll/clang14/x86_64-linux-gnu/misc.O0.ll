; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i40 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -37, i8 1, [6 x i8] undef, i8 -119, i8 103, i8 69, i8 35, i8 1, [3 x i8] undef }, align 8
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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 8
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
  %2 = alloca %struct.Flags, align 8
  %3 = alloca [7 x i8], align 1
  %4 = alloca %struct.Wire, align 1
  %5 = alloca %struct.Msg*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca [8 x i32], align 4
  %9 = alloca %struct.Flags*, align 8
  %10 = alloca %struct.Flags, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { float, float }, align 4
  %24 = alloca { float, float }, align 4
  store i32 0, i32* %1, align 4
  %25 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %25, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false)
  %26 = bitcast %struct.Flags* %2 to i16*
  %27 = load i16, i16* %26, align 8
  %28 = shl i16 %27, 7
  %29 = ashr i16 %28, 11
  %30 = sext i16 %29 to i32
  %31 = add nsw i32 %30, 2
  %32 = trunc i32 %31 to i16
  %33 = load i16, i16* %26, align 8
  %34 = and i16 %32, 31
  %35 = shl i16 %34, 4
  %36 = and i16 %33, -497
  %37 = or i16 %36, %35
  store i16 %37, i16* %26, align 8
  %38 = shl i16 %34, 11
  %39 = ashr i16 %38, 11
  %40 = sext i16 %39 to i32
  %41 = bitcast %struct.Flags* %2 to i16*
  %42 = load i16, i16* %41, align 8
  %43 = and i16 %42, 1
  %44 = zext i16 %43 to i32
  %45 = bitcast %struct.Flags* %2 to i16*
  %46 = load i16, i16* %45, align 8
  %47 = lshr i16 %46, 1
  %48 = and i16 %47, 7
  %49 = zext i16 %48 to i32
  %50 = bitcast %struct.Flags* %2 to i16*
  %51 = load i16, i16* %50, align 8
  %52 = shl i16 %51, 7
  %53 = ashr i16 %52, 11
  %54 = sext i16 %53 to i32
  %55 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %56 = bitcast i40* %55 to i64*
  %57 = load i64, i64* %56, align 8
  %58 = and i64 %57, 1099511627775
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %44, i32 noundef %49, i32 noundef %54, i64 noundef %58, i32 noundef 16)
  %60 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %60, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false)
  %61 = bitcast %struct.Wire* %4 to i8*
  %62 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %61, i8* align 1 %62, i64 7, i1 false)
  %63 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %64 = load i8, i8* %63, align 1
  %65 = sext i8 %64 to i32
  %66 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %67 = load i32, i32* %66, align 1
  %68 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %69 = load i16, i16* %68, align 1
  %70 = zext i16 %69 to i32
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %65, i32 noundef %67, i32 noundef %70, i32 noundef 7)
  %72 = call i8* @malloc(i64 noundef 40)
  %73 = bitcast i8* %72 to %struct.Msg*
  store %struct.Msg* %73, %struct.Msg** %5, align 8
  %74 = load %struct.Msg*, %struct.Msg** %5, align 8
  %75 = getelementptr inbounds %struct.Msg, %struct.Msg* %74, i32 0, i32 0
  store i32 4, i32* %75, align 8
  store i32 0, i32* %6, align 4
  br label %76

76:                                               ; preds = %91, %0
  %77 = load i32, i32* %6, align 4
  %78 = load %struct.Msg*, %struct.Msg** %5, align 8
  %79 = getelementptr inbounds %struct.Msg, %struct.Msg* %78, i32 0, i32 0
  %80 = load i32, i32* %79, align 8
  %81 = icmp slt i32 %77, %80
  br i1 %81, label %82, label %94

82:                                               ; preds = %76
  %83 = load i32, i32* %6, align 4
  %84 = sitofp i32 %83 to double
  %85 = fdiv double %84, 4.000000e+00
  %86 = load %struct.Msg*, %struct.Msg** %5, align 8
  %87 = getelementptr inbounds %struct.Msg, %struct.Msg* %86, i32 0, i32 1
  %88 = load i32, i32* %6, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [0 x double], [0 x double]* %87, i64 0, i64 %89
  store double %85, double* %90, align 8
  br label %91

91:                                               ; preds = %82
  %92 = load i32, i32* %6, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %6, align 4
  br label %76, !llvm.loop !6

94:                                               ; preds = %76
  %95 = load %struct.Msg*, %struct.Msg** %5, align 8
  %96 = getelementptr inbounds %struct.Msg, %struct.Msg* %95, i32 0, i32 1
  %97 = getelementptr inbounds [0 x double], [0 x double]* %96, i64 0, i64 3
  %98 = load double, double* %97, align 8
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %98)
  %100 = load %struct.Msg*, %struct.Msg** %5, align 8
  %101 = bitcast %struct.Msg* %100 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %101, i8 0, i64 8, i1 false)
  %102 = load %struct.Msg*, %struct.Msg** %5, align 8
  %103 = bitcast %struct.Msg* %102 to i8*
  call void @free(i8* noundef %103)
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  %105 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %105, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false)
  %106 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  store i32* %106, i32** %7, align 8
  %107 = load i32*, i32** %7, align 8
  %108 = bitcast i32* %107 to i8*
  call void @sort(i8* noundef %108, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %109 = load i32*, i32** %7, align 8
  %110 = getelementptr inbounds i32, i32* %109, i64 0
  %111 = load i32, i32* %110, align 4
  %112 = load i32*, i32** %7, align 8
  %113 = getelementptr inbounds i32, i32* %112, i64 1
  %114 = load i32, i32* %113, align 4
  %115 = load i32*, i32** %7, align 8
  %116 = getelementptr inbounds i32, i32* %115, i64 7
  %117 = load i32, i32* %116, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %111, i32 noundef %114, i32 noundef %117)
  %119 = bitcast %struct.Flags* %10 to i16*
  %120 = load i16, i16* %119, align 8
  %121 = and i16 %120, -2
  %122 = or i16 %121, 0
  store i16 %122, i16* %119, align 8
  %123 = bitcast %struct.Flags* %10 to i16*
  %124 = load i16, i16* %123, align 8
  %125 = and i16 %124, -15
  %126 = or i16 %125, 4
  store i16 %126, i16* %123, align 8
  %127 = bitcast %struct.Flags* %10 to i16*
  %128 = load i16, i16* %127, align 8
  %129 = and i16 %128, -497
  %130 = or i16 %129, 0
  store i16 %130, i16* %127, align 8
  %131 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %132 = bitcast i40* %131 to i64*
  %133 = load i64, i64* %132, align 8
  %134 = and i64 %133, -1099511627776
  %135 = or i64 %134, 0
  store i64 %135, i64* %132, align 8
  store %struct.Flags* %10, %struct.Flags** %9, align 8
  %136 = load %struct.Flags*, %struct.Flags** %9, align 8
  %137 = bitcast %struct.Flags* %136 to i16*
  %138 = load i16, i16* %137, align 8
  %139 = lshr i16 %138, 1
  %140 = and i16 %139, 7
  %141 = zext i16 %140 to i32
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %141)
  %143 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
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
  store double %162, double* %16, align 8
  %163 = load double, double* %16, align 8
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef %153, double noundef %163)
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
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef %173, i32 noundef %174, i32 noundef %175)
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
  br i1 %193, label %194, label %200, !prof !8

194:                                              ; preds = %161
  %195 = fcmp uno double %192, %192
  br i1 %195, label %196, label %200, !prof !8

196:                                              ; preds = %194
  %197 = call { double, double } @__muldc3(double noundef %180, double noundef %182, double noundef %184, double noundef %186) #8
  %198 = extractvalue { double, double } %197, 0
  %199 = extractvalue { double, double } %197, 1
  br label %200

200:                                              ; preds = %196, %194, %161
  %201 = phi double [ %191, %161 ], [ %191, %194 ], [ %198, %196 ]
  %202 = phi double [ %192, %161 ], [ %192, %194 ], [ %199, %196 ]
  %203 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %201, double* %203, align 8
  store double %202, double* %204, align 8
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %206 = load double, double* %205, align 8
  %207 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %208 = load double, double* %207, align 8
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), double noundef %206, double noundef %208)
  %210 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %211 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float 1.000000e+00, float* %210, align 4
  store float -1.000000e+00, float* %211, align 4
  %212 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %213 = load float, float* %212, align 4
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %215 = load float, float* %214, align 4
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %217 = load float, float* %216, align 4
  %218 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %219 = load float, float* %218, align 4
  %220 = fadd float %217, 1.000000e+00
  %221 = call <2 x float> @__divsc3(float noundef %213, float noundef %215, float noundef %220, float noundef %219) #8
  %222 = bitcast { float, float }* %24 to <2 x float>*
  store <2 x float> %221, <2 x float>* %222, align 4
  %223 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 0
  %224 = load float, float* %223, align 4
  %225 = getelementptr inbounds { float, float }, { float, float }* %24, i32 0, i32 1
  %226 = load float, float* %225, align 4
  %227 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %228 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float %224, float* %227, align 4
  store float %226, float* %228, align 4
  %229 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %230 = load float, float* %229, align 4
  %231 = fpext float %230 to double
  %232 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %233 = load float, float* %232, align 4
  %234 = fpext float %233 to double
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), double noundef %231, double noundef %234)
  %236 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %237 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 8
  %238 = add nsw i32 %236, %237
  %239 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 16
  %240 = getelementptr inbounds %struct.Self, %struct.Self* %239, i32 0, i32 1
  %241 = load i32*, i32** %240, align 8
  %242 = load i32, i32* %241, align 4
  %243 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 16
  %244 = getelementptr inbounds %struct.Self, %struct.Self* %243, i32 0, i32 1
  %245 = load i32*, i32** %244, align 8
  %246 = load i32, i32* %245, align 4
  %247 = load void ()*, void ()** @hook, align 8
  %248 = icmp eq void ()* %247, null
  %249 = zext i1 %248 to i32
  %250 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef %238, i64 noundef 32, i32 noundef %242, i32 noundef %246, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %249)
  %251 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8
  %252 = fpext float %251 to double
  %253 = load i32, i32* @ctor_ran, align 4
  %254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), double noundef %252, i32 noundef 32, i32 noundef %253)
  %255 = call i32 @vla_sum(i32 noundef 12)
  %256 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %257 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i64 0, i64 0), i32 noundef %255, i64 noundef %256)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

declare i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare void @free(i8* noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32 (i8*, i8*)* noundef %3) #5 {
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 (i8*, i8*)* %3, i32 (i8*, i8*)** %8, align 8
  %13 = load i8*, i8** %5, align 8
  store i8* %13, i8** %9, align 8
  store i32 1, i32* %11, align 4
  br label %14

14:                                               ; preds = %81, %4
  %15 = load i32, i32* %11, align 4
  %16 = load i32, i32* %6, align 4
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
  %24 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %8, align 8
  %25 = load i8*, i8** %9, align 8
  %26 = load i32, i32* %12, align 4
  %27 = sub nsw i32 %26, 1
  %28 = load i32, i32* %7, align 4
  %29 = mul nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, i8* %25, i64 %30
  %32 = load i8*, i8** %9, align 8
  %33 = load i32, i32* %12, align 4
  %34 = load i32, i32* %7, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %32, i64 %36
  %38 = call i32 %24(i8* noundef %31, i8* noundef %37)
  %39 = icmp sgt i32 %38, 0
  br label %40

40:                                               ; preds = %23, %20
  %41 = phi i1 [ false, %20 ], [ %39, %23 ]
  br i1 %41, label %42, label %80

42:                                               ; preds = %40
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  %44 = load i8*, i8** %9, align 8
  %45 = load i32, i32* %12, align 4
  %46 = load i32, i32* %7, align 4
  %47 = mul nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, i8* %44, i64 %48
  %50 = load i32, i32* %7, align 4
  %51 = sext i32 %50 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %43, i8* align 1 %49, i64 %51, i1 false)
  %52 = load i8*, i8** %9, align 8
  %53 = load i32, i32* %12, align 4
  %54 = load i32, i32* %7, align 4
  %55 = mul nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, i8* %52, i64 %56
  %58 = load i8*, i8** %9, align 8
  %59 = load i32, i32* %12, align 4
  %60 = sub nsw i32 %59, 1
  %61 = load i32, i32* %7, align 4
  %62 = mul nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, i8* %58, i64 %63
  %65 = load i32, i32* %7, align 4
  %66 = sext i32 %65 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %64, i64 %66, i1 false)
  %67 = load i8*, i8** %9, align 8
  %68 = load i32, i32* %12, align 4
  %69 = sub nsw i32 %68, 1
  %70 = load i32, i32* %7, align 4
  %71 = mul nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* %67, i64 %72
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i64 0, i64 0
  %75 = load i32, i32* %7, align 4
  %76 = sext i32 %75 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 16 %74, i64 %76, i1 false)
  br label %77

77:                                               ; preds = %42
  %78 = load i32, i32* %12, align 4
  %79 = add nsw i32 %78, -1
  store i32 %79, i32* %12, align 4
  br label %20, !llvm.loop !9

80:                                               ; preds = %40
  br label %81

81:                                               ; preds = %80
  %82 = load i32, i32* %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %11, align 4
  br label %14, !llvm.loop !10

84:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %3, align 8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

declare { double, double } @__muldc3(double, double, double, double)

declare <2 x float> @__divsc3(float, float, float, float)

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
  %13 = alloca i32, i64 %11, align 16
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
  br label %14, !llvm.loop !11

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
  %38 = alloca i32, i64 %36, align 16
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
  br label %29, !llvm.loop !12

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4
  %58 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %58)
  ret i32 %57
}

; Function Attrs: noinline optnone uwtable
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #5 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp eq i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sext i32 %8 to i64
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i64, i64* %5, align 8
  %13 = add i64 %12, 1
  store i64 %13, i64* %3, align 8
  br label %29

14:                                               ; preds = %2
  %15 = load i64, i64* %5, align 8
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = load i64, i64* %4, align 8
  %19 = sub i64 %18, 1
  %20 = call i64 @ackermann(i64 noundef %19, i64 noundef 1)
  store i64 %20, i64* %3, align 8
  br label %29

21:                                               ; preds = %14
  %22 = load i64, i64* %4, align 8
  %23 = sub i64 %22, 1
  %24 = load i64, i64* %4, align 8
  %25 = load i64, i64* %5, align 8
  %26 = sub i64 %25, 1
  %27 = call i64 @ackermann(i64 noundef %24, i64 noundef %26)
  %28 = call i64 @ackermann(i64 noundef %23, i64 noundef %27)
  store i64 %28, i64* %3, align 8
  br label %29

29:                                               ; preds = %21, %17, %11
  %30 = load i64, i64* %3, align 8
  ret i64 %30
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #7

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}

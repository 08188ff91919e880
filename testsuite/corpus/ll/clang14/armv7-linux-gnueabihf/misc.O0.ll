; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 4
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 4
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@hook = internal constant void ()* null, align 4
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@aligned_g = internal global %struct.Aligned { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [20 x i8] undef }, align 32
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
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
  store i32 0, i32* %1, align 4
  %24 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %24, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i32 16, i1 false)
  %25 = bitcast %struct.Flags* %2 to i16*
  %26 = load i16, i16* %25, align 8
  %27 = shl i16 %26, 7
  %28 = ashr i16 %27, 11
  %29 = sext i16 %28 to i32
  %30 = add nsw i32 %29, 2
  %31 = trunc i32 %30 to i16
  %32 = load i16, i16* %25, align 8
  %33 = and i16 %31, 31
  %34 = shl i16 %33, 4
  %35 = and i16 %32, -497
  %36 = or i16 %35, %34
  store i16 %36, i16* %25, align 8
  %37 = shl i16 %33, 11
  %38 = ashr i16 %37, 11
  %39 = sext i16 %38 to i32
  %40 = bitcast %struct.Flags* %2 to i16*
  %41 = load i16, i16* %40, align 8
  %42 = and i16 %41, 1
  %43 = zext i16 %42 to i32
  %44 = bitcast %struct.Flags* %2 to i16*
  %45 = load i16, i16* %44, align 8
  %46 = lshr i16 %45, 1
  %47 = and i16 %46, 7
  %48 = zext i16 %47 to i32
  %49 = bitcast %struct.Flags* %2 to i16*
  %50 = load i16, i16* %49, align 8
  %51 = shl i16 %50, 7
  %52 = ashr i16 %51, 11
  %53 = sext i16 %52 to i32
  %54 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %55 = bitcast i40* %54 to i64*
  %56 = load i64, i64* %55, align 8
  %57 = and i64 %56, 1099511627775
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef %43, i32 noundef %48, i32 noundef %53, i64 noundef %57, i32 noundef 16)
  %59 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %59, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i32 7, i1 false)
  %60 = bitcast %struct.Wire* %4 to i8*
  %61 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %60, i8* align 1 %61, i32 7, i1 false)
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %63 = load i8, i8* %62, align 1
  %64 = zext i8 %63 to i32
  %65 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %66 = load i32, i32* %65, align 1
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %68 = load i16, i16* %67, align 1
  %69 = zext i16 %68 to i32
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %64, i32 noundef %66, i32 noundef %69, i32 noundef 7)
  %71 = call i8* @malloc(i32 noundef 40)
  %72 = bitcast i8* %71 to %struct.Msg*
  store %struct.Msg* %72, %struct.Msg** %5, align 4
  %73 = load %struct.Msg*, %struct.Msg** %5, align 4
  %74 = getelementptr inbounds %struct.Msg, %struct.Msg* %73, i32 0, i32 0
  store i32 4, i32* %74, align 8
  store i32 0, i32* %6, align 4
  br label %75

75:                                               ; preds = %89, %0
  %76 = load i32, i32* %6, align 4
  %77 = load %struct.Msg*, %struct.Msg** %5, align 4
  %78 = getelementptr inbounds %struct.Msg, %struct.Msg* %77, i32 0, i32 0
  %79 = load i32, i32* %78, align 8
  %80 = icmp slt i32 %76, %79
  br i1 %80, label %81, label %92

81:                                               ; preds = %75
  %82 = load i32, i32* %6, align 4
  %83 = sitofp i32 %82 to double
  %84 = fdiv double %83, 4.000000e+00
  %85 = load %struct.Msg*, %struct.Msg** %5, align 4
  %86 = getelementptr inbounds %struct.Msg, %struct.Msg* %85, i32 0, i32 1
  %87 = load i32, i32* %6, align 4
  %88 = getelementptr inbounds [0 x double], [0 x double]* %86, i32 0, i32 %87
  store double %84, double* %88, align 8
  br label %89

89:                                               ; preds = %81
  %90 = load i32, i32* %6, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %6, align 4
  br label %75, !llvm.loop !10

92:                                               ; preds = %75
  %93 = load %struct.Msg*, %struct.Msg** %5, align 4
  %94 = getelementptr inbounds %struct.Msg, %struct.Msg* %93, i32 0, i32 1
  %95 = getelementptr inbounds [0 x double], [0 x double]* %94, i32 0, i32 3
  %96 = load double, double* %95, align 8
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef %96)
  %98 = load %struct.Msg*, %struct.Msg** %5, align 4
  %99 = bitcast %struct.Msg* %98 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %99, i8 0, i32 8, i1 false)
  %100 = load %struct.Msg*, %struct.Msg** %5, align 4
  %101 = bitcast %struct.Msg* %100 to i8*
  call void @free(i8* noundef %101)
  %102 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  %103 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %103, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i32 32, i1 false)
  %104 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  store i32* %104, i32** %7, align 4
  %105 = load i32*, i32** %7, align 4
  %106 = bitcast i32* %105 to i8*
  call void @sort(i8* noundef %106, i32 noundef 8, i32 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %107 = load i32*, i32** %7, align 4
  %108 = getelementptr inbounds i32, i32* %107, i32 0
  %109 = load i32, i32* %108, align 4
  %110 = load i32*, i32** %7, align 4
  %111 = getelementptr inbounds i32, i32* %110, i32 1
  %112 = load i32, i32* %111, align 4
  %113 = load i32*, i32** %7, align 4
  %114 = getelementptr inbounds i32, i32* %113, i32 7
  %115 = load i32, i32* %114, align 4
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef %109, i32 noundef %112, i32 noundef %115)
  %117 = bitcast %struct.Flags* %10 to i16*
  %118 = load i16, i16* %117, align 8
  %119 = and i16 %118, -2
  %120 = or i16 %119, 0
  store i16 %120, i16* %117, align 8
  %121 = bitcast %struct.Flags* %10 to i16*
  %122 = load i16, i16* %121, align 8
  %123 = and i16 %122, -15
  %124 = or i16 %123, 4
  store i16 %124, i16* %121, align 8
  %125 = bitcast %struct.Flags* %10 to i16*
  %126 = load i16, i16* %125, align 8
  %127 = and i16 %126, -497
  %128 = or i16 %127, 0
  store i16 %128, i16* %125, align 8
  %129 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %130 = bitcast i40* %129 to i64*
  %131 = load i64, i64* %130, align 8
  %132 = and i64 %131, -1099511627776
  %133 = or i64 %132, 0
  store i64 %133, i64* %130, align 8
  store %struct.Flags* %10, %struct.Flags** %9, align 4
  %134 = load %struct.Flags*, %struct.Flags** %9, align 4
  %135 = bitcast %struct.Flags* %134 to i16*
  %136 = load i16, i16* %135, align 8
  %137 = lshr i16 %136, 1
  %138 = and i16 %137, 7
  %139 = zext i16 %138 to i32
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %139)
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  store i32 3, i32* %11, align 4
  store i32 8, i32* %12, align 4
  %142 = load i32, i32* %11, align 4
  %143 = load i32, i32* %12, align 4
  %144 = icmp sgt i32 %142, %143
  br i1 %144, label %145, label %147

145:                                              ; preds = %92
  %146 = load i32, i32* %11, align 4
  br label %149

147:                                              ; preds = %92
  %148 = load i32, i32* %12, align 4
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %146, %145 ], [ %148, %147 ]
  store i32 %150, i32* %13, align 4
  %151 = load i32, i32* %13, align 4
  store double 2.500000e+00, double* %14, align 8
  store double -1.000000e+00, double* %15, align 8
  %152 = load double, double* %14, align 8
  %153 = load double, double* %15, align 8
  %154 = fcmp ogt double %152, %153
  br i1 %154, label %155, label %157

155:                                              ; preds = %149
  %156 = load double, double* %14, align 8
  br label %159

157:                                              ; preds = %149
  %158 = load double, double* %15, align 8
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi double [ %156, %155 ], [ %158, %157 ]
  store double %160, double* %16, align 8
  %161 = load double, double* %16, align 8
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef %151, double noundef %161)
  %163 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %164 = extractvalue { i32, i1 } %163, 1
  %165 = extractvalue { i32, i1 } %163, 0
  store i32 %165, i32* %17, align 4
  %166 = zext i1 %164 to i32
  store i32 %166, i32* %18, align 4
  %167 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %168 = extractvalue { i64, i1 } %167, 1
  %169 = extractvalue { i64, i1 } %167, 0
  store i64 %169, i64* %19, align 8
  %170 = zext i1 %168 to i32
  store i32 %170, i32* %20, align 4
  %171 = load i32, i32* %18, align 4
  %172 = load i32, i32* %17, align 4
  %173 = load i32, i32* %20, align 4
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef %171, i32 noundef %172, i32 noundef %173)
  %175 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %176 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double 1.000000e+00, double* %175, align 8
  store double 2.000000e+00, double* %176, align 8
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %178 = load double, double* %177, align 8
  %179 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %180 = load double, double* %179, align 8
  %181 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %182 = load double, double* %181, align 8
  %183 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %184 = load double, double* %183, align 8
  %185 = fmul double %178, %182
  %186 = fmul double %180, %184
  %187 = fmul double %178, %184
  %188 = fmul double %180, %182
  %189 = fsub double %185, %186
  %190 = fadd double %187, %188
  %191 = fcmp uno double %189, %189
  br i1 %191, label %192, label %198, !prof !12

192:                                              ; preds = %159
  %193 = fcmp uno double %190, %190
  br i1 %193, label %194, label %198, !prof !12

194:                                              ; preds = %192
  %195 = call { double, double } @__muldc3(double noundef %178, double noundef %180, double noundef %182, double noundef %184) #7
  %196 = extractvalue { double, double } %195, 0
  %197 = extractvalue { double, double } %195, 1
  br label %198

198:                                              ; preds = %194, %192, %159
  %199 = phi double [ %189, %159 ], [ %189, %192 ], [ %196, %194 ]
  %200 = phi double [ %190, %159 ], [ %190, %192 ], [ %197, %194 ]
  %201 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %202 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %199, double* %201, align 8
  store double %200, double* %202, align 8
  %203 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %204 = load double, double* %203, align 8
  %205 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %206 = load double, double* %205, align 8
  %207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %204, double noundef %206)
  %208 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %209 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float 1.000000e+00, float* %208, align 4
  store float -1.000000e+00, float* %209, align 4
  %210 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %211 = load float, float* %210, align 4
  %212 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %213 = load float, float* %212, align 4
  %214 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %215 = load float, float* %214, align 4
  %216 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %217 = load float, float* %216, align 4
  %218 = fadd float %215, 1.000000e+00
  %219 = call { float, float } @__divsc3(float noundef %211, float noundef %213, float noundef %218, float noundef %217) #7
  %220 = extractvalue { float, float } %219, 0
  %221 = extractvalue { float, float } %219, 1
  %222 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %223 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float %220, float* %222, align 4
  store float %221, float* %223, align 4
  %224 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %225 = load float, float* %224, align 4
  %226 = fpext float %225 to double
  %227 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %228 = load float, float* %227, align 4
  %229 = fpext float %228 to double
  %230 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %226, double noundef %229)
  %231 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %232 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 4
  %233 = add nsw i32 %231, %232
  %234 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 4
  %235 = getelementptr inbounds %struct.Self, %struct.Self* %234, i32 0, i32 1
  %236 = load i32*, i32** %235, align 4
  %237 = load i32, i32* %236, align 4
  %238 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 4
  %239 = getelementptr inbounds %struct.Self, %struct.Self* %238, i32 0, i32 1
  %240 = load i32*, i32** %239, align 4
  %241 = load i32, i32* %240, align 4
  %242 = load void ()*, void ()** @hook, align 4
  %243 = icmp eq void ()* %242, null
  %244 = zext i1 %243 to i32
  %245 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %233, i32 noundef 32, i32 noundef %237, i32 noundef %241, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef %244)
  %246 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i32 2), align 8
  %247 = fpext float %246 to double
  %248 = load i32, i32* @ctor_ran, align 4
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef %247, i32 noundef 32, i32 noundef %248)
  %250 = call i32 @vla_sum(i32 noundef 12)
  %251 = call i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %252 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef %250, i32 noundef %251)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

declare i8* @malloc(i32 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

declare void @free(i8* noundef) #3

; Function Attrs: noinline optnone
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
  br label %20, !llvm.loop !13

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %11, align 4
  br label %14, !llvm.loop !14

75:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone
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

declare { double, double } @__muldc3(double, double, double, double)

declare { float, float } @__divsc3(float, float, float, float)

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
  br label %13, !llvm.loop !15

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
  br label %27, !llvm.loop !16

50:                                               ; preds = %27
  %51 = load i32, i32* %6, align 4
  %52 = load i8*, i8** %3, align 4
  call void @llvm.stackrestore(i8* %52)
  ret i32 %51
}

; Function Attrs: noinline optnone
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"branch_weights", i32 1, i32 1048575}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}

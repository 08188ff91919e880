; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Self = type { %struct.Self*, i32* }
%struct.Aligned = type { [3 x float], [20 x i8] }
%struct.Flags = type { i16, i40 }
%struct.Wire = type <{ i8, i32, i16 }>
%struct.Msg = type { i32, [0 x double] }

@ctor_ran = internal global i32 0, align 4
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] } { i8 -34, i8 -128, [6 x i8] undef, i8 1, i8 35, i8 69, i8 103, i8 -119, [3 x i8] undef }, align 8
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
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 16) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 8
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
define dso_local signext i32 @main() #1 {
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
  store i32 0, i32* %1, align 4
  %24 = bitcast %struct.Flags* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 8 getelementptr inbounds ({ i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }, { i8, i8, [6 x i8], i8, i8, i8, i8, i8, [3 x i8] }* @__const.main.f, i32 0, i32 0), i64 16, i1 false)
  %25 = bitcast %struct.Flags* %2 to i16*
  %26 = load i16, i16* %25, align 8
  %27 = shl i16 %26, 4
  %28 = ashr i16 %27, 11
  %29 = sext i16 %28 to i32
  %30 = add nsw i32 %29, 2
  %31 = trunc i32 %30 to i16
  %32 = load i16, i16* %25, align 8
  %33 = and i16 %31, 31
  %34 = shl i16 %33, 7
  %35 = and i16 %32, -3969
  %36 = or i16 %35, %34
  store i16 %36, i16* %25, align 8
  %37 = shl i16 %33, 11
  %38 = ashr i16 %37, 11
  %39 = sext i16 %38 to i32
  %40 = bitcast %struct.Flags* %2 to i16*
  %41 = load i16, i16* %40, align 8
  %42 = lshr i16 %41, 15
  %43 = zext i16 %42 to i32
  %44 = bitcast %struct.Flags* %2 to i16*
  %45 = load i16, i16* %44, align 8
  %46 = lshr i16 %45, 12
  %47 = and i16 %46, 7
  %48 = zext i16 %47 to i32
  %49 = bitcast %struct.Flags* %2 to i16*
  %50 = load i16, i16* %49, align 8
  %51 = shl i16 %50, 4
  %52 = ashr i16 %51, 11
  %53 = sext i16 %52 to i32
  %54 = getelementptr inbounds %struct.Flags, %struct.Flags* %2, i32 0, i32 1
  %55 = bitcast i40* %54 to i64*
  %56 = load i64, i64* %55, align 8
  %57 = lshr i64 %56, 24
  %58 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef signext %43, i32 noundef signext %48, i32 noundef signext %53, i64 noundef %57, i32 noundef signext 16)
  %59 = bitcast [7 x i8]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %59, i8* align 1 getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.bytes, i32 0, i32 0), i64 7, i1 false)
  %60 = bitcast %struct.Wire* %4 to i8*
  %61 = getelementptr inbounds [7 x i8], [7 x i8]* %3, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %60, i8* align 1 %61, i64 7, i1 false)
  %62 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 0
  %63 = load i8, i8* %62, align 1
  %64 = zext i8 %63 to i32
  %65 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 1
  %66 = load i32, i32* %65, align 1
  %67 = getelementptr inbounds %struct.Wire, %struct.Wire* %4, i32 0, i32 2
  %68 = load i16, i16* %67, align 1
  %69 = zext i16 %68 to i32
  %70 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %64, i32 noundef signext %66, i32 noundef signext %69, i32 noundef signext 7)
  %71 = call i8* @malloc(i64 noundef 40)
  %72 = bitcast i8* %71 to %struct.Msg*
  store %struct.Msg* %72, %struct.Msg** %5, align 8
  %73 = load %struct.Msg*, %struct.Msg** %5, align 8
  %74 = getelementptr inbounds %struct.Msg, %struct.Msg* %73, i32 0, i32 0
  store i32 4, i32* %74, align 8
  store i32 0, i32* %6, align 4
  br label %75

75:                                               ; preds = %90, %0
  %76 = load i32, i32* %6, align 4
  %77 = load %struct.Msg*, %struct.Msg** %5, align 8
  %78 = getelementptr inbounds %struct.Msg, %struct.Msg* %77, i32 0, i32 0
  %79 = load i32, i32* %78, align 8
  %80 = icmp slt i32 %76, %79
  br i1 %80, label %81, label %93

81:                                               ; preds = %75
  %82 = load i32, i32* %6, align 4
  %83 = sitofp i32 %82 to double
  %84 = fdiv double %83, 4.000000e+00
  %85 = load %struct.Msg*, %struct.Msg** %5, align 8
  %86 = getelementptr inbounds %struct.Msg, %struct.Msg* %85, i32 0, i32 1
  %87 = load i32, i32* %6, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [0 x double], [0 x double]* %86, i64 0, i64 %88
  store double %84, double* %89, align 8
  br label %90

90:                                               ; preds = %81
  %91 = load i32, i32* %6, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %6, align 4
  br label %75, !llvm.loop !6

93:                                               ; preds = %75
  %94 = load %struct.Msg*, %struct.Msg** %5, align 8
  %95 = getelementptr inbounds %struct.Msg, %struct.Msg* %94, i32 0, i32 1
  %96 = getelementptr inbounds [0 x double], [0 x double]* %95, i64 0, i64 3
  %97 = load double, double* %96, align 8
  %98 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %97)
  %99 = load %struct.Msg*, %struct.Msg** %5, align 8
  %100 = bitcast %struct.Msg* %99 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %100, i8 0, i64 8, i1 false)
  %101 = load %struct.Msg*, %struct.Msg** %5, align 8
  %102 = bitcast %struct.Msg* %101 to i8*
  call void @free(i8* noundef %102)
  %103 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  %104 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %104, i8* align 4 bitcast ([8 x i32]* @constinit to i8*), i64 32, i1 false)
  %105 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i64 0, i64 0
  store i32* %105, i32** %7, align 8
  %106 = load i32*, i32** %7, align 8
  %107 = bitcast i32* %106 to i8*
  call void @sort(i8* noundef %107, i32 noundef signext 8, i32 noundef signext 4, i32 (i8*, i8*)* noundef @cmp_int_desc)
  %108 = load i32*, i32** %7, align 8
  %109 = getelementptr inbounds i32, i32* %108, i64 0
  %110 = load i32, i32* %109, align 4
  %111 = load i32*, i32** %7, align 8
  %112 = getelementptr inbounds i32, i32* %111, i64 1
  %113 = load i32, i32* %112, align 4
  %114 = load i32*, i32** %7, align 8
  %115 = getelementptr inbounds i32, i32* %114, i64 7
  %116 = load i32, i32* %115, align 4
  %117 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %110, i32 noundef signext %113, i32 noundef signext %116)
  %118 = bitcast %struct.Flags* %10 to i16*
  %119 = load i16, i16* %118, align 8
  %120 = and i16 %119, 32767
  %121 = or i16 %120, 0
  store i16 %121, i16* %118, align 8
  %122 = bitcast %struct.Flags* %10 to i16*
  %123 = load i16, i16* %122, align 8
  %124 = and i16 %123, -28673
  %125 = or i16 %124, 8192
  store i16 %125, i16* %122, align 8
  %126 = bitcast %struct.Flags* %10 to i16*
  %127 = load i16, i16* %126, align 8
  %128 = and i16 %127, -3969
  %129 = or i16 %128, 0
  store i16 %129, i16* %126, align 8
  %130 = getelementptr inbounds %struct.Flags, %struct.Flags* %10, i32 0, i32 1
  %131 = bitcast i40* %130 to i64*
  %132 = load i64, i64* %131, align 8
  %133 = and i64 %132, 16777215
  %134 = or i64 %133, 0
  store i64 %134, i64* %131, align 8
  store %struct.Flags* %10, %struct.Flags** %9, align 8
  %135 = load %struct.Flags*, %struct.Flags** %9, align 8
  %136 = bitcast %struct.Flags* %135 to i16*
  %137 = load i16, i16* %136, align 8
  %138 = lshr i16 %137, 12
  %139 = and i16 %138, 7
  %140 = zext i16 %139 to i32
  %141 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext %140)
  %142 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  store i32 3, i32* %11, align 4
  store i32 8, i32* %12, align 4
  %143 = load i32, i32* %11, align 4
  %144 = load i32, i32* %12, align 4
  %145 = icmp sgt i32 %143, %144
  br i1 %145, label %146, label %148

146:                                              ; preds = %93
  %147 = load i32, i32* %11, align 4
  br label %150

148:                                              ; preds = %93
  %149 = load i32, i32* %12, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %147, %146 ], [ %149, %148 ]
  store i32 %151, i32* %13, align 4
  %152 = load i32, i32* %13, align 4
  store double 2.500000e+00, double* %14, align 8
  store double -1.000000e+00, double* %15, align 8
  %153 = load double, double* %14, align 8
  %154 = load double, double* %15, align 8
  %155 = fcmp ogt double %153, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %150
  %157 = load double, double* %14, align 8
  br label %160

158:                                              ; preds = %150
  %159 = load double, double* %15, align 8
  br label %160

160:                                              ; preds = %158, %156
  %161 = phi double [ %157, %156 ], [ %159, %158 ]
  store double %161, double* %16, align 8
  %162 = load double, double* %16, align 8
  %163 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %152, double noundef %162)
  %164 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %165 = extractvalue { i32, i1 } %164, 1
  %166 = extractvalue { i32, i1 } %164, 0
  store i32 %166, i32* %17, align 4
  %167 = zext i1 %165 to i32
  store i32 %167, i32* %18, align 4
  %168 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 1099511627776, i64 1073741824)
  %169 = extractvalue { i64, i1 } %168, 1
  %170 = extractvalue { i64, i1 } %168, 0
  store i64 %170, i64* %19, align 8
  %171 = zext i1 %169 to i32
  store i32 %171, i32* %20, align 4
  %172 = load i32, i32* %18, align 4
  %173 = load i32, i32* %17, align 4
  %174 = load i32, i32* %20, align 4
  %175 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext %172, i32 noundef signext %173, i32 noundef signext %174)
  %176 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %177 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  store double 1.000000e+00, double* %176, align 8
  store double 2.000000e+00, double* %177, align 8
  %178 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %179 = load double, double* %178, align 8
  %180 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %181 = load double, double* %180, align 8
  %182 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 0
  %183 = load double, double* %182, align 8
  %184 = getelementptr inbounds { double, double }, { double, double }* %21, i32 0, i32 1
  %185 = load double, double* %184, align 8
  %186 = fmul double %179, %183
  %187 = fmul double %181, %185
  %188 = fmul double %179, %185
  %189 = fmul double %181, %183
  %190 = fsub double %186, %187
  %191 = fadd double %188, %189
  %192 = fcmp uno double %190, %190
  br i1 %192, label %193, label %199, !prof !8

193:                                              ; preds = %160
  %194 = fcmp uno double %191, %191
  br i1 %194, label %195, label %199, !prof !8

195:                                              ; preds = %193
  %196 = call { double, double } @__muldc3(double noundef %179, double noundef %181, double noundef %183, double noundef %185) #7
  %197 = extractvalue { double, double } %196, 0
  %198 = extractvalue { double, double } %196, 1
  br label %199

199:                                              ; preds = %195, %193, %160
  %200 = phi double [ %190, %160 ], [ %190, %193 ], [ %197, %195 ]
  %201 = phi double [ %191, %160 ], [ %191, %193 ], [ %198, %195 ]
  %202 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %203 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  store double %200, double* %202, align 8
  store double %201, double* %203, align 8
  %204 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 0
  %205 = load double, double* %204, align 8
  %206 = getelementptr inbounds { double, double }, { double, double }* %22, i32 0, i32 1
  %207 = load double, double* %206, align 8
  %208 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i64 0, i64 0), double noundef %205, double noundef %207)
  %209 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %210 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float 1.000000e+00, float* %209, align 4
  store float -1.000000e+00, float* %210, align 4
  %211 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %212 = load float, float* %211, align 4
  %213 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %214 = load float, float* %213, align 4
  %215 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %216 = load float, float* %215, align 4
  %217 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %218 = load float, float* %217, align 4
  %219 = fadd float %216, 1.000000e+00
  %220 = call { float, float } @__divsc3(float noundef %212, float noundef %214, float noundef %219, float noundef %218) #7
  %221 = extractvalue { float, float } %220, 0
  %222 = extractvalue { float, float } %220, 1
  %223 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %224 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  store float %221, float* %223, align 4
  store float %222, float* %224, align 4
  %225 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 0
  %226 = load float, float* %225, align 4
  %227 = fpext float %226 to double
  %228 = getelementptr inbounds { float, float }, { float, float }* %23, i32 0, i32 1
  %229 = load float, float* %228, align 4
  %230 = fpext float %229 to double
  %231 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i64 0, i64 0), double noundef %227, double noundef %230)
  %232 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4
  %233 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 2), align 4
  %234 = add nsw i32 %232, %233
  %235 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 1, i32 0), align 8
  %236 = getelementptr inbounds %struct.Self, %struct.Self* %235, i32 0, i32 1
  %237 = load i32*, i32** %236, align 8
  %238 = load i32, i32* %237, align 4
  %239 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i64 0, i64 0, i32 0), align 8
  %240 = getelementptr inbounds %struct.Self, %struct.Self* %239, i32 0, i32 1
  %241 = load i32*, i32** %240, align 8
  %242 = load i32, i32* %241, align 4
  %243 = load void ()*, void ()** @hook, align 8
  %244 = icmp eq void ()* %243, null
  %245 = zext i1 %244 to i32
  %246 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i32 noundef signext %234, i64 noundef 32, i32 noundef signext %238, i32 noundef signext %242, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i64 1), i32 noundef signext %245)
  %247 = load float, float* getelementptr inbounds (%struct.Aligned, %struct.Aligned* @aligned_g, i32 0, i32 0, i64 2), align 8
  %248 = fpext float %247 to double
  %249 = load i32, i32* @ctor_ran, align 4
  %250 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), double noundef %248, i32 noundef signext 32, i32 noundef signext %249)
  %251 = call signext i32 @vla_sum(i32 noundef signext 12)
  %252 = call i64 @ackermann(i64 noundef 2, i64 noundef 3)
  %253 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext %251, i64 noundef %252)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare signext i32 @printf(i8* noundef, ...) #3

declare i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare void @free(i8* noundef) #3

; Function Attrs: noinline optnone uwtable
define internal void @sort(i8* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 (i8*, i8*)* noundef %3) #1 {
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i8*, i8*)*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca [64 x i8], align 1
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
  %38 = call signext i32 %24(i8* noundef %31, i8* noundef %37)
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %43, i8* align 1 %49, i64 %51, i1 false)
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %73, i8* align 1 %74, i64 %76, i1 false)
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
define internal signext i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 {
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
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

declare { double, double } @__muldc3(double, double, double, double)

declare { float, float } @__divsc3(float, float, float, float)

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @vla_sum(i32 noundef signext %0) #0 {
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
  br label %29, !llvm.loop !12

56:                                               ; preds = %29
  %57 = load i32, i32* %6, align 4
  %58 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %58)
  ret i32 %57
}

; Function Attrs: noinline optnone uwtable
define internal i64 @ackermann(i64 noundef %0, i64 noundef %1) #1 {
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
declare i8* @llvm.stacksave() #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

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

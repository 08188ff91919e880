; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 2.500000e+00, double 1.000000e-05, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x44DFE185CA57C517, double 0x3FD5555555555555, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000], align 16
@.str = private unnamed_addr constant [94 x i8] c"%d: [%f] [%e] [%g] [%a] [%.3f] [%.0e] [%.10g] [%12.4e] [%-12.2f] [%+g] [% .2e] [%#.0f] [%#g]\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"[%E] [%G] [%A] [%G]\0A\00", align 1
@.str.2 = private unnamed_addr constant [46 x i8] c"[%010.3f] [%-+10.1f] [%*.*f] [%.*e] [%08.2e]\0A\00", align 1
@.str.3 = private unnamed_addr constant [47 x i8] c"[%.0f %.0f %.0f %.0f %.0f] [%.1f %.1f] [%.2f]\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"[%g %g %g %g %g %g]\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"[%.20f] [%.17g] [%.40e]\0A\00", align 1
@.str.6 = private unnamed_addr constant [53 x i8] c"inf: [%f] [%e] [%g] [%a] [%5.1f] [%-6f|] [%+f] [%F]\0A\00", align 1
@.str.7 = private unnamed_addr constant [67 x i8] c"nan: [%f] [%e] [%g] [%F] [%5g] nan==nan %d, nan<1 %d, nan!=nan %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"float: %.9g %.9g %a %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [34 x i8] c"float 2^24+1: %.1f, double: %.1f\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"float ops: %g %g %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"harmonic(1000) = %.15f\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"kahan 0.1*1e5 = %.12f\0A\00", align 1
@__const.main.coef = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -3.000000e+00, double 3.000000e+00, double -1.000000e+00], align 16
@.str.13 = private unnamed_addr constant [31 x i8] c"horner (x-1)^3 at 1.001: %.6e\0A\00", align 1
@.str.14 = private unnamed_addr constant [64 x i8] c"sqrt2 %.17g, pow %.17g, fmod %.17g, floor %g, ceil %g, fabs %g\0A\00", align 1
@.str.15 = private unnamed_addr constant [31 x i8] c"subnormal: %g %a halves to %g\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"min normal / 4: %a\0A\00", align 1
@.str.17 = private unnamed_addr constant [27 x i8] c"conv: %d %d %u %lld %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [57 x i8] c"i64->double: %.1f, u64 max->double: %.1f, ->float: %.1f\0A\00", align 1
@.str.19 = private unnamed_addr constant [51 x i8] c"u32->float %.1f, u32->double %.1f, double->u32 %u\0A\00", align 1
@.str.20 = private unnamed_addr constant [26 x i8] c"comparisons: %d %d %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [41 x i8] c"long double: %.10Lf %.6Le %Lg %.3Lf %Lg\0A\00", align 1
@.str.22 = private unnamed_addr constant [43 x i8] c"ld cmp: %d %d, to double %.15g, to int %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca [4 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  %26 = bitcast [14 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %26, i8* align 16 bitcast ([14 x double]* @__const.main.vals to i8*), i64 112, i1 false)
  store i32 14, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %27

27:                                               ; preds = %51, %0
  %28 = load i32, i32* %4, align 4
  %29 = load i32, i32* %3, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %54

31:                                               ; preds = %27
  %32 = load i32, i32* %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 %33
  %35 = load double, double* %34, align 8
  store double %35, double* %5, align 8
  %36 = load i32, i32* %4, align 4
  %37 = load double, double* %5, align 8
  %38 = load double, double* %5, align 8
  %39 = load double, double* %5, align 8
  %40 = load double, double* %5, align 8
  %41 = load double, double* %5, align 8
  %42 = load double, double* %5, align 8
  %43 = load double, double* %5, align 8
  %44 = load double, double* %5, align 8
  %45 = load double, double* %5, align 8
  %46 = load double, double* %5, align 8
  %47 = load double, double* %5, align 8
  %48 = load double, double* %5, align 8
  %49 = load double, double* %5, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef %36, double noundef %37, double noundef %38, double noundef %39, double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47, double noundef %48, double noundef %49)
  br label %51

51:                                               ; preds = %31
  %52 = load i32, i32* %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %4, align 4
  br label %27, !llvm.loop !6

54:                                               ; preds = %27
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.2, i64 0, i64 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %60 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 2
  %61 = load double, double* %60, align 16
  %62 = fcmp ogt double %61, 0.000000e+00
  %63 = zext i1 %62 to i64
  %64 = select i1 %62, i32 1, i32 0
  %65 = sitofp i32 %64 to double
  %66 = fmul double 0x7FF0000000000000, %65
  store double %66, double* %6, align 8
  store double 0x7FF8000000000000, double* %7, align 8
  %67 = load double, double* %6, align 8
  %68 = load double, double* %6, align 8
  %69 = fneg double %68
  %70 = load double, double* %6, align 8
  %71 = load double, double* %6, align 8
  %72 = fneg double %71
  %73 = load double, double* %6, align 8
  %74 = load double, double* %6, align 8
  %75 = load double, double* %6, align 8
  %76 = load double, double* %6, align 8
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.6, i64 0, i64 0), double noundef %67, double noundef %69, double noundef %70, double noundef %72, double noundef %73, double noundef %74, double noundef %75, double noundef %76)
  %78 = load double, double* %7, align 8
  %79 = load double, double* %7, align 8
  %80 = load double, double* %7, align 8
  %81 = load double, double* %7, align 8
  %82 = load double, double* %7, align 8
  %83 = load double, double* %7, align 8
  %84 = load double, double* %7, align 8
  %85 = fcmp oeq double %83, %84
  %86 = zext i1 %85 to i32
  %87 = load double, double* %7, align 8
  %88 = fcmp olt double %87, 1.000000e+00
  %89 = zext i1 %88 to i32
  %90 = load double, double* %7, align 8
  %91 = load double, double* %7, align 8
  %92 = fcmp une double %90, %91
  %93 = zext i1 %92 to i32
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.7, i64 0, i64 0), double noundef %78, double noundef %79, double noundef %80, double noundef %81, double noundef %82, i32 noundef %86, i32 noundef %89, i32 noundef %93)
  store float 0x3FB99999A0000000, float* %8, align 4
  store float 0.000000e+00, float* %9, align 4
  store i32 0, i32* %10, align 4
  br label %95

95:                                               ; preds = %102, %54
  %96 = load i32, i32* %10, align 4
  %97 = icmp slt i32 %96, 10
  br i1 %97, label %98, label %105

98:                                               ; preds = %95
  %99 = load float, float* %8, align 4
  %100 = load float, float* %9, align 4
  %101 = fadd float %100, %99
  store float %101, float* %9, align 4
  br label %102

102:                                              ; preds = %98
  %103 = load i32, i32* %10, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %10, align 4
  br label %95, !llvm.loop !8

105:                                              ; preds = %95
  %106 = load float, float* %8, align 4
  %107 = fpext float %106 to double
  %108 = load float, float* %9, align 4
  %109 = fpext float %108 to double
  %110 = load float, float* %9, align 4
  %111 = fpext float %110 to double
  %112 = load float, float* %9, align 4
  %113 = fcmp oeq float %112, 1.000000e+00
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), double noundef %107, double noundef %109, double noundef %111, i32 noundef %114)
  store volatile float 0x4170000000000000, float* %11, align 4
  %116 = load volatile float, float* %11, align 4
  %117 = fadd float %116, 1.000000e+00
  store volatile float %117, float* %12, align 4
  %118 = load volatile float, float* %12, align 4
  %119 = fpext float %118 to double
  %120 = load volatile float, float* %11, align 4
  %121 = fpext float %120 to double
  %122 = fadd double %121, 1.000000e+00
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.9, i64 0, i64 0), double noundef %119, double noundef %122)
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, double* %13, align 8
  store i32 1, i32* %14, align 4
  br label %125

125:                                              ; preds = %134, %105
  %126 = load i32, i32* %14, align 4
  %127 = icmp sle i32 %126, 1000
  br i1 %127, label %128, label %137

128:                                              ; preds = %125
  %129 = load i32, i32* %14, align 4
  %130 = sitofp i32 %129 to double
  %131 = fdiv double 1.000000e+00, %130
  %132 = load double, double* %13, align 8
  %133 = fadd double %132, %131
  store double %133, double* %13, align 8
  br label %134

134:                                              ; preds = %128
  %135 = load i32, i32* %14, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %14, align 4
  br label %125, !llvm.loop !9

137:                                              ; preds = %125
  %138 = load double, double* %13, align 8
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), double noundef %138)
  store double 0.000000e+00, double* %15, align 8
  store double 0.000000e+00, double* %16, align 8
  store i32 0, i32* %17, align 4
  br label %140

140:                                              ; preds = %155, %137
  %141 = load i32, i32* %17, align 4
  %142 = icmp slt i32 %141, 100000
  br i1 %142, label %143, label %158

143:                                              ; preds = %140
  %144 = load double, double* %16, align 8
  %145 = fsub double 1.000000e-01, %144
  store double %145, double* %18, align 8
  %146 = load double, double* %15, align 8
  %147 = load double, double* %18, align 8
  %148 = fadd double %146, %147
  store double %148, double* %19, align 8
  %149 = load double, double* %19, align 8
  %150 = load double, double* %15, align 8
  %151 = fsub double %149, %150
  %152 = load double, double* %18, align 8
  %153 = fsub double %151, %152
  store double %153, double* %16, align 8
  %154 = load double, double* %19, align 8
  store double %154, double* %15, align 8
  br label %155

155:                                              ; preds = %143
  %156 = load i32, i32* %17, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %17, align 4
  br label %140, !llvm.loop !10

158:                                              ; preds = %140
  %159 = load double, double* %15, align 8
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), double noundef %159)
  %161 = bitcast [4 x double]* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %161, i8* align 16 bitcast ([4 x double]* @__const.main.coef to i8*), i64 32, i1 false)
  %162 = getelementptr inbounds [4 x double], [4 x double]* %20, i64 0, i64 0
  %163 = call double @horner(double* noundef %162, i32 noundef 4, double noundef 1.001000e+00)
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.13, i64 0, i64 0), double noundef %163)
  %165 = call double @sqrt(double noundef 2.000000e+00) #5
  %166 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %167 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %168 = call double @llvm.floor.f64(double -2.500000e+00)
  %169 = call double @llvm.ceil.f64(double -2.500000e+00)
  %170 = call double @llvm.fabs.f64(double -0.000000e+00)
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.14, i64 0, i64 0), double noundef %165, double noundef %166, double noundef %167, double noundef %168, double noundef %169, double noundef %170)
  %172 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %173 = load double, double* %172, align 8
  %174 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %175 = load double, double* %174, align 8
  %176 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %177 = load double, double* %176, align 8
  %178 = fdiv double %177, 2.000000e+00
  %179 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %173, double noundef %175, double noundef %178)
  %180 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 13
  %181 = load double, double* %180, align 8
  %182 = fdiv double %181, 4.000000e+00
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0), double noundef %182)
  store double -7.990000e+00, double* %21, align 8
  %184 = load double, double* %21, align 8
  %185 = fptosi double %184 to i32
  %186 = load double, double* %21, align 8
  %187 = fneg double %186
  %188 = fptosi double %187 to i32
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.17, i64 0, i64 0), i32 noundef %185, i32 noundef %188, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  store i64 9007199254740993, i64* %22, align 8
  %190 = load i64, i64* %22, align 8
  %191 = sitofp i64 %190 to double
  %192 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i64 0, i64 0), double noundef %191, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, i32* %23, align 4
  %193 = load i32, i32* %23, align 4
  %194 = uitofp i32 %193 to float
  store volatile float %194, float* %12, align 4
  %195 = load volatile float, float* %12, align 4
  %196 = fpext float %195 to double
  %197 = load i32, i32* %23, align 4
  %198 = uitofp i32 %197 to double
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.19, i64 0, i64 0), double noundef %196, double noundef %198, i32 noundef -1)
  %200 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %24, align 16
  store x86_fp80 0xK40029400000000000000, x86_fp80* %25, align 16
  %201 = load x86_fp80, x86_fp80* %24, align 16
  %202 = load x86_fp80, x86_fp80* %24, align 16
  %203 = load x86_fp80, x86_fp80* %25, align 16
  %204 = load x86_fp80, x86_fp80* %24, align 16
  %205 = fmul x86_fp80 %204, 0xK4000C000000000000000
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.21, i64 0, i64 0), x86_fp80 noundef %201, x86_fp80 noundef %202, x86_fp80 noundef %203, x86_fp80 noundef 0xK40209502F90000000000, x86_fp80 noundef %205)
  %207 = load x86_fp80, x86_fp80* %25, align 16
  %208 = fcmp ogt x86_fp80 %207, 0xK40029000000000000000
  %209 = zext i1 %208 to i32
  %210 = load x86_fp80, x86_fp80* %24, align 16
  %211 = fcmp olt x86_fp80 %210, 0xK3FFDAE147AE147AE147B
  %212 = zext i1 %211 to i32
  %213 = load x86_fp80, x86_fp80* %24, align 16
  %214 = fptrunc x86_fp80 %213 to double
  %215 = load x86_fp80, x86_fp80* %25, align 16
  %216 = fmul x86_fp80 %215, 0xK4002A000000000000000
  %217 = fptosi x86_fp80 %216 to i32
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.22, i64 0, i64 0), i32 noundef %209, i32 noundef %212, double noundef %214, i32 noundef %217)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store double 0.000000e+00, double* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, i32* %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8
  %16 = load double, double* %6, align 8
  %17 = load double*, double** %4, align 8
  %18 = load i32, i32* %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, double* %17, i64 %19
  %21 = load double, double* %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, double* %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %8, align 4
  br label %11, !llvm.loop !11

26:                                               ; preds = %11
  %27 = load double, double* %7, align 8
  ret double %27
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}

; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  store i32 0, i32* %1, align 4
  %31 = bitcast [14 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %31, i8* align 16 bitcast ([14 x double]* @__const.main.vals to i8*), i64 112, i1 false)
  store i32 14, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %32

32:                                               ; preds = %56, %0
  %33 = load i32, i32* %4, align 4
  %34 = load i32, i32* %3, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %59

36:                                               ; preds = %32
  %37 = load i32, i32* %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 %38
  %40 = load double, double* %39, align 8
  store double %40, double* %5, align 8
  %41 = load i32, i32* %4, align 4
  %42 = load double, double* %5, align 8
  %43 = load double, double* %5, align 8
  %44 = load double, double* %5, align 8
  %45 = load double, double* %5, align 8
  %46 = load double, double* %5, align 8
  %47 = load double, double* %5, align 8
  %48 = load double, double* %5, align 8
  %49 = load double, double* %5, align 8
  %50 = load double, double* %5, align 8
  %51 = load double, double* %5, align 8
  %52 = load double, double* %5, align 8
  %53 = load double, double* %5, align 8
  %54 = load double, double* %5, align 8
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47, double noundef %48, double noundef %49, double noundef %50, double noundef %51, double noundef %52, double noundef %53, double noundef %54)
  br label %56

56:                                               ; preds = %36
  %57 = load i32, i32* %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %4, align 4
  br label %32, !llvm.loop !4

59:                                               ; preds = %32
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.2, i64 0, i64 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %65 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 2
  %66 = load double, double* %65, align 16
  %67 = fcmp ogt double %66, 0.000000e+00
  %68 = zext i1 %67 to i64
  %69 = select i1 %67, i32 1, i32 0
  %70 = sitofp i32 %69 to double
  %71 = fmul double 0x7FF0000000000000, %70
  store double %71, double* %6, align 8
  store double 0x7FF8000000000000, double* %7, align 8
  %72 = load double, double* %6, align 8
  %73 = load double, double* %6, align 8
  %74 = fneg double %73
  %75 = load double, double* %6, align 8
  %76 = load double, double* %6, align 8
  %77 = fneg double %76
  %78 = load double, double* %6, align 8
  %79 = load double, double* %6, align 8
  %80 = load double, double* %6, align 8
  %81 = load double, double* %6, align 8
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.6, i64 0, i64 0), double noundef %72, double noundef %74, double noundef %75, double noundef %77, double noundef %78, double noundef %79, double noundef %80, double noundef %81)
  %83 = load double, double* %7, align 8
  %84 = load double, double* %7, align 8
  %85 = load double, double* %7, align 8
  %86 = load double, double* %7, align 8
  %87 = load double, double* %7, align 8
  %88 = load double, double* %7, align 8
  %89 = load double, double* %7, align 8
  %90 = fcmp oeq double %88, %89
  %91 = zext i1 %90 to i32
  %92 = load double, double* %7, align 8
  %93 = fcmp olt double %92, 1.000000e+00
  %94 = zext i1 %93 to i32
  %95 = load double, double* %7, align 8
  %96 = load double, double* %7, align 8
  %97 = fcmp une double %95, %96
  %98 = zext i1 %97 to i32
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.7, i64 0, i64 0), double noundef %83, double noundef %84, double noundef %85, double noundef %86, double noundef %87, i32 noundef %91, i32 noundef %94, i32 noundef %98)
  store float 0x3FB99999A0000000, float* %8, align 4
  store float 0.000000e+00, float* %9, align 4
  store i32 0, i32* %10, align 4
  br label %100

100:                                              ; preds = %107, %59
  %101 = load i32, i32* %10, align 4
  %102 = icmp slt i32 %101, 10
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  %104 = load float, float* %8, align 4
  %105 = load float, float* %9, align 4
  %106 = fadd float %105, %104
  store float %106, float* %9, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, i32* %10, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %10, align 4
  br label %100, !llvm.loop !6

110:                                              ; preds = %100
  %111 = load float, float* %8, align 4
  %112 = fpext float %111 to double
  %113 = load float, float* %9, align 4
  %114 = fpext float %113 to double
  %115 = load float, float* %9, align 4
  %116 = fpext float %115 to double
  %117 = load float, float* %9, align 4
  %118 = fcmp oeq float %117, 1.000000e+00
  %119 = zext i1 %118 to i32
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), double noundef %112, double noundef %114, double noundef %116, i32 noundef %119)
  store volatile float 0x4170000000000000, float* %11, align 4
  %121 = load volatile float, float* %11, align 4
  %122 = fadd float %121, 1.000000e+00
  store volatile float %122, float* %12, align 4
  %123 = load volatile float, float* %12, align 4
  %124 = fpext float %123 to double
  %125 = load volatile float, float* %11, align 4
  %126 = fpext float %125 to double
  %127 = fadd double %126, 1.000000e+00
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.9, i64 0, i64 0), double noundef %124, double noundef %127)
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, double* %13, align 8
  store i32 1, i32* %14, align 4
  br label %130

130:                                              ; preds = %139, %110
  %131 = load i32, i32* %14, align 4
  %132 = icmp sle i32 %131, 1000
  br i1 %132, label %133, label %142

133:                                              ; preds = %130
  %134 = load i32, i32* %14, align 4
  %135 = sitofp i32 %134 to double
  %136 = fdiv double 1.000000e+00, %135
  %137 = load double, double* %13, align 8
  %138 = fadd double %137, %136
  store double %138, double* %13, align 8
  br label %139

139:                                              ; preds = %133
  %140 = load i32, i32* %14, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %14, align 4
  br label %130, !llvm.loop !7

142:                                              ; preds = %130
  %143 = load double, double* %13, align 8
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), double noundef %143)
  store double 0.000000e+00, double* %15, align 8
  store double 0.000000e+00, double* %16, align 8
  store i32 0, i32* %17, align 4
  br label %145

145:                                              ; preds = %160, %142
  %146 = load i32, i32* %17, align 4
  %147 = icmp slt i32 %146, 100000
  br i1 %147, label %148, label %163

148:                                              ; preds = %145
  %149 = load double, double* %16, align 8
  %150 = fsub double 1.000000e-01, %149
  store double %150, double* %18, align 8
  %151 = load double, double* %15, align 8
  %152 = load double, double* %18, align 8
  %153 = fadd double %151, %152
  store double %153, double* %19, align 8
  %154 = load double, double* %19, align 8
  %155 = load double, double* %15, align 8
  %156 = fsub double %154, %155
  %157 = load double, double* %18, align 8
  %158 = fsub double %156, %157
  store double %158, double* %16, align 8
  %159 = load double, double* %19, align 8
  store double %159, double* %15, align 8
  br label %160

160:                                              ; preds = %148
  %161 = load i32, i32* %17, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %17, align 4
  br label %145, !llvm.loop !8

163:                                              ; preds = %145
  %164 = load double, double* %15, align 8
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), double noundef %164)
  %166 = bitcast [4 x double]* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %166, i8* align 16 bitcast ([4 x double]* @__const.main.coef to i8*), i64 32, i1 false)
  %167 = getelementptr inbounds [4 x double], [4 x double]* %20, i64 0, i64 0
  %168 = call double @horner(double* noundef %167, i32 noundef 4, double noundef 1.001000e+00)
  %169 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.13, i64 0, i64 0), double noundef %168)
  %170 = call double @sqrt(double noundef 2.000000e+00) #5
  %171 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %172 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %173 = call double @llvm.floor.f64(double -2.500000e+00)
  %174 = call double @llvm.ceil.f64(double -2.500000e+00)
  %175 = call double @llvm.fabs.f64(double -0.000000e+00)
  %176 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.14, i64 0, i64 0), double noundef %170, double noundef %171, double noundef %172, double noundef %173, double noundef %174, double noundef %175)
  %177 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %178 = load double, double* %177, align 8
  %179 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %180 = load double, double* %179, align 8
  %181 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 11
  %182 = load double, double* %181, align 8
  %183 = fdiv double %182, 2.000000e+00
  %184 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef %178, double noundef %180, double noundef %183)
  %185 = getelementptr inbounds [14 x double], [14 x double]* %2, i64 0, i64 13
  %186 = load double, double* %185, align 8
  %187 = fdiv double %186, 4.000000e+00
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0), double noundef %187)
  store double -7.990000e+00, double* %21, align 8
  %189 = load double, double* %21, align 8
  %190 = fptosi double %189 to i32
  %191 = load double, double* %21, align 8
  %192 = fneg double %191
  %193 = fptosi double %192 to i32
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.17, i64 0, i64 0), i32 noundef %190, i32 noundef %193, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i64 noundef 0)
  store i64 9007199254740993, i64* %22, align 8
  %195 = load i64, i64* %22, align 8
  %196 = sitofp i64 %195 to double
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i64 0, i64 0), double noundef %196, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, i32* %23, align 4
  %198 = load i32, i32* %23, align 4
  %199 = uitofp i32 %198 to float
  store volatile float %199, float* %12, align 4
  %200 = load volatile float, float* %12, align 4
  %201 = fpext float %200 to double
  %202 = load i32, i32* %23, align 4
  %203 = uitofp i32 %202 to double
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.19, i64 0, i64 0), double noundef %201, double noundef %203, i32 noundef -1)
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %24, align 16
  store x86_fp80 0xK40029400000000000000, x86_fp80* %25, align 16
  %206 = load x86_fp80, x86_fp80* %24, align 16
  %207 = load x86_fp80, x86_fp80* %24, align 16
  %208 = load x86_fp80, x86_fp80* %25, align 16
  %209 = load x86_fp80, x86_fp80* %24, align 16
  %210 = fmul x86_fp80 %209, 0xK4000C000000000000000
  store x86_fp80 %206, x86_fp80* %26, align 16
  store x86_fp80 %207, x86_fp80* %27, align 16
  store x86_fp80 %208, x86_fp80* %28, align 16
  store x86_fp80 0xK40209502F90000000000, x86_fp80* %29, align 16
  store x86_fp80 %210, x86_fp80* %30, align 16
  %211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.21, i64 0, i64 0), x86_fp80* noundef %26, x86_fp80* noundef %27, x86_fp80* noundef %28, x86_fp80* noundef %29, x86_fp80* noundef %30)
  %212 = load x86_fp80, x86_fp80* %25, align 16
  %213 = fcmp ogt x86_fp80 %212, 0xK40029000000000000000
  %214 = zext i1 %213 to i32
  %215 = load x86_fp80, x86_fp80* %24, align 16
  %216 = fcmp olt x86_fp80 %215, 0xK3FFDAE147AE147AE147B
  %217 = zext i1 %216 to i32
  %218 = load x86_fp80, x86_fp80* %24, align 16
  %219 = fptrunc x86_fp80 %218 to double
  %220 = load x86_fp80, x86_fp80* %25, align 16
  %221 = fmul x86_fp80 %220, 0xK4002A000000000000000
  %222 = fptosi x86_fp80 %221 to i32
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.22, i64 0, i64 0), i32 noundef %214, i32 noundef %217, double noundef %219, i32 noundef %222)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

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
  br label %11, !llvm.loop !9

26:                                               ; preds = %11
  %27 = load double, double* %7, align 8
  ret double %27
}

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}

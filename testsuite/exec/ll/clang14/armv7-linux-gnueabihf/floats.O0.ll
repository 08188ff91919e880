; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@__const.main.vals = private unnamed_addr constant [14 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 2.500000e+00, double 1.000000e-05, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x44DFE185CA57C517, double 0x3FD5555555555555, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000], align 8
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
@__const.main.coef = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -3.000000e+00, double 3.000000e+00, double -1.000000e+00], align 8
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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x double], align 8
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
  %20 = alloca [4 x double], align 8
  %21 = alloca double, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, i32* %1, align 4
  %26 = bitcast [14 x double]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %26, i8* align 8 bitcast ([14 x double]* @__const.main.vals to i8*), i32 112, i1 false)
  store i32 14, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %27

27:                                               ; preds = %50, %0
  %28 = load i32, i32* %4, align 4
  %29 = load i32, i32* %3, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %53

31:                                               ; preds = %27
  %32 = load i32, i32* %4, align 4
  %33 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 %32
  %34 = load double, double* %33, align 8
  store double %34, double* %5, align 8
  %35 = load i32, i32* %4, align 4
  %36 = load double, double* %5, align 8
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
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i32 0, i32 0), i32 noundef %35, double noundef %36, double noundef %37, double noundef %38, double noundef %39, double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47, double noundef %48)
  br label %50

50:                                               ; preds = %31
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %4, align 4
  br label %27, !llvm.loop !10

53:                                               ; preds = %27
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.2, i32 0, i32 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i32 0, i32 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i32 0, i32 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %59 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 2
  %60 = load double, double* %59, align 8
  %61 = fcmp ogt double %60, 0.000000e+00
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 1, i32 0
  %64 = sitofp i32 %63 to double
  %65 = fmul double 0x7FF0000000000000, %64
  store double %65, double* %6, align 8
  store double 0x7FF8000000000000, double* %7, align 8
  %66 = load double, double* %6, align 8
  %67 = load double, double* %6, align 8
  %68 = fneg double %67
  %69 = load double, double* %6, align 8
  %70 = load double, double* %6, align 8
  %71 = fneg double %70
  %72 = load double, double* %6, align 8
  %73 = load double, double* %6, align 8
  %74 = load double, double* %6, align 8
  %75 = load double, double* %6, align 8
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.6, i32 0, i32 0), double noundef %66, double noundef %68, double noundef %69, double noundef %71, double noundef %72, double noundef %73, double noundef %74, double noundef %75)
  %77 = load double, double* %7, align 8
  %78 = load double, double* %7, align 8
  %79 = load double, double* %7, align 8
  %80 = load double, double* %7, align 8
  %81 = load double, double* %7, align 8
  %82 = load double, double* %7, align 8
  %83 = load double, double* %7, align 8
  %84 = fcmp oeq double %82, %83
  %85 = zext i1 %84 to i32
  %86 = load double, double* %7, align 8
  %87 = fcmp olt double %86, 1.000000e+00
  %88 = zext i1 %87 to i32
  %89 = load double, double* %7, align 8
  %90 = load double, double* %7, align 8
  %91 = fcmp une double %89, %90
  %92 = zext i1 %91 to i32
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.7, i32 0, i32 0), double noundef %77, double noundef %78, double noundef %79, double noundef %80, double noundef %81, i32 noundef %85, i32 noundef %88, i32 noundef %92)
  store float 0x3FB99999A0000000, float* %8, align 4
  store float 0.000000e+00, float* %9, align 4
  store i32 0, i32* %10, align 4
  br label %94

94:                                               ; preds = %101, %53
  %95 = load i32, i32* %10, align 4
  %96 = icmp slt i32 %95, 10
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load float, float* %8, align 4
  %99 = load float, float* %9, align 4
  %100 = fadd float %99, %98
  store float %100, float* %9, align 4
  br label %101

101:                                              ; preds = %97
  %102 = load i32, i32* %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %10, align 4
  br label %94, !llvm.loop !12

104:                                              ; preds = %94
  %105 = load float, float* %8, align 4
  %106 = fpext float %105 to double
  %107 = load float, float* %9, align 4
  %108 = fpext float %107 to double
  %109 = load float, float* %9, align 4
  %110 = fpext float %109 to double
  %111 = load float, float* %9, align 4
  %112 = fcmp oeq float %111, 1.000000e+00
  %113 = zext i1 %112 to i32
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), double noundef %106, double noundef %108, double noundef %110, i32 noundef %113)
  store volatile float 0x4170000000000000, float* %11, align 4
  %115 = load volatile float, float* %11, align 4
  %116 = fadd float %115, 1.000000e+00
  store volatile float %116, float* %12, align 4
  %117 = load volatile float, float* %12, align 4
  %118 = fpext float %117 to double
  %119 = load volatile float, float* %11, align 4
  %120 = fpext float %119 to double
  %121 = fadd double %120, 1.000000e+00
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.9, i32 0, i32 0), double noundef %118, double noundef %121)
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.10, i32 0, i32 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, double* %13, align 8
  store i32 1, i32* %14, align 4
  br label %124

124:                                              ; preds = %133, %104
  %125 = load i32, i32* %14, align 4
  %126 = icmp sle i32 %125, 1000
  br i1 %126, label %127, label %136

127:                                              ; preds = %124
  %128 = load i32, i32* %14, align 4
  %129 = sitofp i32 %128 to double
  %130 = fdiv double 1.000000e+00, %129
  %131 = load double, double* %13, align 8
  %132 = fadd double %131, %130
  store double %132, double* %13, align 8
  br label %133

133:                                              ; preds = %127
  %134 = load i32, i32* %14, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %14, align 4
  br label %124, !llvm.loop !13

136:                                              ; preds = %124
  %137 = load double, double* %13, align 8
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i32 0, i32 0), double noundef %137)
  store double 0.000000e+00, double* %15, align 8
  store double 0.000000e+00, double* %16, align 8
  store i32 0, i32* %17, align 4
  br label %139

139:                                              ; preds = %154, %136
  %140 = load i32, i32* %17, align 4
  %141 = icmp slt i32 %140, 100000
  br i1 %141, label %142, label %157

142:                                              ; preds = %139
  %143 = load double, double* %16, align 8
  %144 = fsub double 1.000000e-01, %143
  store double %144, double* %18, align 8
  %145 = load double, double* %15, align 8
  %146 = load double, double* %18, align 8
  %147 = fadd double %145, %146
  store double %147, double* %19, align 8
  %148 = load double, double* %19, align 8
  %149 = load double, double* %15, align 8
  %150 = fsub double %148, %149
  %151 = load double, double* %18, align 8
  %152 = fsub double %150, %151
  store double %152, double* %16, align 8
  %153 = load double, double* %19, align 8
  store double %153, double* %15, align 8
  br label %154

154:                                              ; preds = %142
  %155 = load i32, i32* %17, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, i32* %17, align 4
  br label %139, !llvm.loop !14

157:                                              ; preds = %139
  %158 = load double, double* %15, align 8
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i32 0, i32 0), double noundef %158)
  %160 = bitcast [4 x double]* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %160, i8* align 8 bitcast ([4 x double]* @__const.main.coef to i8*), i32 32, i1 false)
  %161 = getelementptr inbounds [4 x double], [4 x double]* %20, i32 0, i32 0
  %162 = call double @horner(double* noundef %161, i32 noundef 4, double noundef 1.001000e+00)
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.13, i32 0, i32 0), double noundef %162)
  %164 = call double @sqrt(double noundef 2.000000e+00) #5
  %165 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %166 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %167 = call double @llvm.floor.f64(double -2.500000e+00)
  %168 = call double @llvm.ceil.f64(double -2.500000e+00)
  %169 = call double @llvm.fabs.f64(double -0.000000e+00)
  %170 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.14, i32 0, i32 0), double noundef %164, double noundef %165, double noundef %166, double noundef %167, double noundef %168, double noundef %169)
  %171 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %172 = load double, double* %171, align 8
  %173 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %174 = load double, double* %173, align 8
  %175 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 11
  %176 = load double, double* %175, align 8
  %177 = fdiv double %176, 2.000000e+00
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i32 0, i32 0), double noundef %172, double noundef %174, double noundef %177)
  %179 = getelementptr inbounds [14 x double], [14 x double]* %2, i32 0, i32 13
  %180 = load double, double* %179, align 8
  %181 = fdiv double %180, 4.000000e+00
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i32 0, i32 0), double noundef %181)
  store double -7.990000e+00, double* %21, align 8
  %183 = load double, double* %21, align 8
  %184 = fptosi double %183 to i32
  %185 = load double, double* %21, align 8
  %186 = fneg double %185
  %187 = fptosi double %186 to i32
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.17, i32 0, i32 0), i32 noundef %184, i32 noundef %187, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  store i64 9007199254740993, i64* %22, align 8
  %189 = load i64, i64* %22, align 8
  %190 = sitofp i64 %189 to double
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i32 0, i32 0), double noundef %190, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, i32* %23, align 4
  %192 = load i32, i32* %23, align 4
  %193 = uitofp i32 %192 to float
  store volatile float %193, float* %12, align 4
  %194 = load volatile float, float* %12, align 4
  %195 = fpext float %194 to double
  %196 = load i32, i32* %23, align 4
  %197 = uitofp i32 %196 to double
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.19, i32 0, i32 0), double noundef %195, double noundef %197, i32 noundef -1)
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.20, i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store double 0x3FD5555555555555, double* %24, align 8
  store double 9.250000e+00, double* %25, align 8
  %200 = load double, double* %24, align 8
  %201 = load double, double* %24, align 8
  %202 = load double, double* %25, align 8
  %203 = load double, double* %24, align 8
  %204 = fmul double %203, 3.000000e+00
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.21, i32 0, i32 0), double noundef %200, double noundef %201, double noundef %202, double noundef 1.000000e+10, double noundef %204)
  %206 = load double, double* %25, align 8
  %207 = fcmp ogt double %206, 9.000000e+00
  %208 = zext i1 %207 to i32
  %209 = load double, double* %24, align 8
  %210 = fcmp olt double %209, 3.400000e-01
  %211 = zext i1 %210 to i32
  %212 = load double, double* %24, align 8
  %213 = load double, double* %25, align 8
  %214 = fmul double %213, 1.000000e+01
  %215 = fptosi double %214 to i32
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.22, i32 0, i32 0), i32 noundef %208, i32 noundef %211, double noundef %212, i32 noundef %215)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 4
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store double 0.000000e+00, double* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, i32* %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8
  %16 = load double, double* %6, align 8
  %17 = load double*, double** %4, align 4
  %18 = load i32, i32* %8, align 4
  %19 = getelementptr inbounds double, double* %17, i32 %18
  %20 = load double, double* %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %16, double %20)
  store double %21, double* %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %8, align 4
  br label %11, !llvm.loop !15

25:                                               ; preds = %11
  %26 = load double, double* %7, align 8
  ret double %26
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}

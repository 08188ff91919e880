; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
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
  %24 = alloca fp128, align 16
  %25 = alloca fp128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %2, ptr align 16 @__const.main.vals, i32 112, i1 false)
  store i32 14, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %49, %0
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %52

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4
  %32 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 %31
  %33 = load double, ptr %32, align 8
  store double %33, ptr %5, align 8
  %34 = load i32, ptr %4, align 4
  %35 = load double, ptr %5, align 8
  %36 = load double, ptr %5, align 8
  %37 = load double, ptr %5, align 8
  %38 = load double, ptr %5, align 8
  %39 = load double, ptr %5, align 8
  %40 = load double, ptr %5, align 8
  %41 = load double, ptr %5, align 8
  %42 = load double, ptr %5, align 8
  %43 = load double, ptr %5, align 8
  %44 = load double, ptr %5, align 8
  %45 = load double, ptr %5, align 8
  %46 = load double, ptr %5, align 8
  %47 = load double, ptr %5, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, double noundef %35, double noundef %36, double noundef %37, double noundef %38, double noundef %39, double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47)
  br label %49

49:                                               ; preds = %30
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %26, !llvm.loop !2

52:                                               ; preds = %26
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %58 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 2
  %59 = load double, ptr %58, align 16
  %60 = fcmp ogt double %59, 0.000000e+00
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, i32 1, i32 0
  %63 = sitofp i32 %62 to double
  %64 = fmul double 0x7FF0000000000000, %63
  store double %64, ptr %6, align 8
  store double 0x7FF8000000000000, ptr %7, align 8
  %65 = load double, ptr %6, align 8
  %66 = load double, ptr %6, align 8
  %67 = fneg double %66
  %68 = load double, ptr %6, align 8
  %69 = load double, ptr %6, align 8
  %70 = fneg double %69
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %6, align 8
  %73 = load double, ptr %6, align 8
  %74 = load double, ptr %6, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %65, double noundef %67, double noundef %68, double noundef %70, double noundef %71, double noundef %72, double noundef %73, double noundef %74)
  %76 = load double, ptr %7, align 8
  %77 = load double, ptr %7, align 8
  %78 = load double, ptr %7, align 8
  %79 = load double, ptr %7, align 8
  %80 = load double, ptr %7, align 8
  %81 = load double, ptr %7, align 8
  %82 = load double, ptr %7, align 8
  %83 = fcmp oeq double %81, %82
  %84 = zext i1 %83 to i32
  %85 = load double, ptr %7, align 8
  %86 = fcmp olt double %85, 1.000000e+00
  %87 = zext i1 %86 to i32
  %88 = load double, ptr %7, align 8
  %89 = load double, ptr %7, align 8
  %90 = fcmp une double %88, %89
  %91 = zext i1 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %76, double noundef %77, double noundef %78, double noundef %79, double noundef %80, i32 noundef %84, i32 noundef %87, i32 noundef %91)
  store float 0x3FB99999A0000000, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %93

93:                                               ; preds = %100, %52
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %94, 10
  br i1 %95, label %96, label %103

96:                                               ; preds = %93
  %97 = load float, ptr %8, align 4
  %98 = load float, ptr %9, align 4
  %99 = fadd float %98, %97
  store float %99, ptr %9, align 4
  br label %100

100:                                              ; preds = %96
  %101 = load i32, ptr %10, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %10, align 4
  br label %93, !llvm.loop !4

103:                                              ; preds = %93
  %104 = load float, ptr %8, align 4
  %105 = fpext float %104 to double
  %106 = load float, ptr %9, align 4
  %107 = fpext float %106 to double
  %108 = load float, ptr %9, align 4
  %109 = fpext float %108 to double
  %110 = load float, ptr %9, align 4
  %111 = fcmp oeq float %110, 1.000000e+00
  %112 = zext i1 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %105, double noundef %107, double noundef %109, i32 noundef %112)
  store volatile float 0x4170000000000000, ptr %11, align 4
  %114 = load volatile float, ptr %11, align 4
  %115 = fadd float %114, 1.000000e+00
  store volatile float %115, ptr %12, align 4
  %116 = load volatile float, ptr %12, align 4
  %117 = fpext float %116 to double
  %118 = load volatile float, ptr %11, align 4
  %119 = fpext float %118 to double
  %120 = fadd double %119, 1.000000e+00
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %117, double noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, ptr %13, align 8
  store i32 1, ptr %14, align 4
  br label %123

123:                                              ; preds = %132, %103
  %124 = load i32, ptr %14, align 4
  %125 = icmp sle i32 %124, 1000
  br i1 %125, label %126, label %135

126:                                              ; preds = %123
  %127 = load i32, ptr %14, align 4
  %128 = sitofp i32 %127 to double
  %129 = fdiv double 1.000000e+00, %128
  %130 = load double, ptr %13, align 8
  %131 = fadd double %130, %129
  store double %131, ptr %13, align 8
  br label %132

132:                                              ; preds = %126
  %133 = load i32, ptr %14, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %14, align 4
  br label %123, !llvm.loop !5

135:                                              ; preds = %123
  %136 = load double, ptr %13, align 8
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %136)
  store double 0.000000e+00, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %138

138:                                              ; preds = %153, %135
  %139 = load i32, ptr %17, align 4
  %140 = icmp slt i32 %139, 100000
  br i1 %140, label %141, label %156

141:                                              ; preds = %138
  %142 = load double, ptr %16, align 8
  %143 = fsub double 1.000000e-01, %142
  store double %143, ptr %18, align 8
  %144 = load double, ptr %15, align 8
  %145 = load double, ptr %18, align 8
  %146 = fadd double %144, %145
  store double %146, ptr %19, align 8
  %147 = load double, ptr %19, align 8
  %148 = load double, ptr %15, align 8
  %149 = fsub double %147, %148
  %150 = load double, ptr %18, align 8
  %151 = fsub double %149, %150
  store double %151, ptr %16, align 8
  %152 = load double, ptr %19, align 8
  store double %152, ptr %15, align 8
  br label %153

153:                                              ; preds = %141
  %154 = load i32, ptr %17, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %17, align 4
  br label %138, !llvm.loop !6

156:                                              ; preds = %138
  %157 = load double, ptr %15, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %157)
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %20, ptr align 16 @__const.main.coef, i32 32, i1 false)
  %159 = getelementptr inbounds [4 x double], ptr %20, i32 0, i32 0
  %160 = call double @horner(ptr noundef %159, i32 noundef 4, double noundef 1.001000e+00)
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %160)
  %162 = call double @llvm.sqrt.f64(double 2.000000e+00)
  %163 = call double @llvm.pow.f64(double 2.000000e+00, double 5.000000e-01)
  %164 = call double @llvm.floor.f64(double -2.500000e+00)
  %165 = call double @llvm.ceil.f64(double -2.500000e+00)
  %166 = call double @llvm.fabs.f64(double -0.000000e+00)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %162, double noundef %163, double noundef 0x3FB99999999999C0, double noundef %164, double noundef %165, double noundef %166)
  %168 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %169 = load double, ptr %168, align 8
  %170 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 11
  %173 = load double, ptr %172, align 8
  %174 = fdiv double %173, 2.000000e+00
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %169, double noundef %171, double noundef %174)
  %176 = getelementptr inbounds [14 x double], ptr %2, i32 0, i32 13
  %177 = load double, ptr %176, align 8
  %178 = fdiv double %177, 4.000000e+00
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %178)
  store double -7.990000e+00, ptr %21, align 8
  %180 = load double, ptr %21, align 8
  %181 = fptosi double %180 to i32
  %182 = load double, ptr %21, align 8
  %183 = fneg double %182
  %184 = fptosi double %183 to i32
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %181, i32 noundef %184, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  store i64 9007199254740993, ptr %22, align 8
  %186 = load i64, ptr %22, align 8
  %187 = sitofp i64 %186 to double
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %187, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, ptr %23, align 4
  %189 = load i32, ptr %23, align 4
  %190 = uitofp i32 %189 to float
  store volatile float %190, ptr %12, align 4
  %191 = load volatile float, ptr %12, align 4
  %192 = fpext float %191 to double
  %193 = load i32, ptr %23, align 4
  %194 = uitofp i32 %193 to double
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %192, double noundef %194, i32 noundef -1)
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store fp128 0xL55555555555555553FFD555555555555, ptr %24, align 16
  store fp128 0xL00000000000000004002280000000000, ptr %25, align 16
  %197 = load fp128, ptr %24, align 16
  %198 = load fp128, ptr %24, align 16
  %199 = load fp128, ptr %25, align 16
  %200 = load fp128, ptr %24, align 16
  %201 = fmul fp128 %200, 0xL00000000000000004000800000000000
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, fp128 noundef %197, fp128 noundef %198, fp128 noundef %199, fp128 noundef 0xL000000000000000040202A05F2000000, fp128 noundef %201)
  %203 = load fp128, ptr %25, align 16
  %204 = fcmp ogt fp128 %203, 0xL00000000000000004002200000000000
  %205 = zext i1 %204 to i32
  %206 = load fp128, ptr %24, align 16
  %207 = fcmp olt fp128 %206, 0xL28F5C28F5C28F5C33FFD5C28F5C28F5C
  %208 = zext i1 %207 to i32
  %209 = load fp128, ptr %24, align 16
  %210 = fptrunc fp128 %209 to double
  %211 = load fp128, ptr %25, align 16
  %212 = fmul fp128 %211, 0xL00000000000000004002400000000000
  %213 = fptosi fp128 %212 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %205, i32 noundef %208, double noundef %210, i32 noundef %213)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %6, align 8
  %17 = load ptr, ptr %4, align 4
  %18 = load i32, ptr %8, align 4
  %19 = getelementptr inbounds double, ptr %17, i32 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fmuladd.f64(double %15, double %16, double %20)
  store double %21, ptr %7, align 8
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %8, align 4
  br label %11, !llvm.loop !7

25:                                               ; preds = %11
  %26 = load double, ptr %7, align 8
  ret double %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}

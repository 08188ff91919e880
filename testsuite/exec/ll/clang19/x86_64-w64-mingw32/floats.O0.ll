; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 112, i1 false)
  store i32 14, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %31

31:                                               ; preds = %55, %0
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr %3, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %58

35:                                               ; preds = %31
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 %37
  %39 = load double, ptr %38, align 8
  store double %39, ptr %5, align 8
  %40 = load i32, ptr %4, align 4
  %41 = load double, ptr %5, align 8
  %42 = load double, ptr %5, align 8
  %43 = load double, ptr %5, align 8
  %44 = load double, ptr %5, align 8
  %45 = load double, ptr %5, align 8
  %46 = load double, ptr %5, align 8
  %47 = load double, ptr %5, align 8
  %48 = load double, ptr %5, align 8
  %49 = load double, ptr %5, align 8
  %50 = load double, ptr %5, align 8
  %51 = load double, ptr %5, align 8
  %52 = load double, ptr %5, align 8
  %53 = load double, ptr %5, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47, double noundef %48, double noundef %49, double noundef %50, double noundef %51, double noundef %52, double noundef %53)
  br label %55

55:                                               ; preds = %35
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %31, !llvm.loop !5

58:                                               ; preds = %31
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %64 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 2
  %65 = load double, ptr %64, align 16
  %66 = fcmp ogt double %65, 0.000000e+00
  %67 = zext i1 %66 to i64
  %68 = select i1 %66, i32 1, i32 0
  %69 = sitofp i32 %68 to double
  %70 = fmul double 0x7FF0000000000000, %69
  store double %70, ptr %6, align 8
  store double 0x7FF8000000000000, ptr %7, align 8
  %71 = load double, ptr %6, align 8
  %72 = load double, ptr %6, align 8
  %73 = fneg double %72
  %74 = load double, ptr %6, align 8
  %75 = load double, ptr %6, align 8
  %76 = fneg double %75
  %77 = load double, ptr %6, align 8
  %78 = load double, ptr %6, align 8
  %79 = load double, ptr %6, align 8
  %80 = load double, ptr %6, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %71, double noundef %73, double noundef %74, double noundef %76, double noundef %77, double noundef %78, double noundef %79, double noundef %80)
  %82 = load double, ptr %7, align 8
  %83 = load double, ptr %7, align 8
  %84 = load double, ptr %7, align 8
  %85 = load double, ptr %7, align 8
  %86 = load double, ptr %7, align 8
  %87 = load double, ptr %7, align 8
  %88 = load double, ptr %7, align 8
  %89 = fcmp oeq double %87, %88
  %90 = zext i1 %89 to i32
  %91 = load double, ptr %7, align 8
  %92 = fcmp olt double %91, 1.000000e+00
  %93 = zext i1 %92 to i32
  %94 = load double, ptr %7, align 8
  %95 = load double, ptr %7, align 8
  %96 = fcmp une double %94, %95
  %97 = zext i1 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %82, double noundef %83, double noundef %84, double noundef %85, double noundef %86, i32 noundef %90, i32 noundef %93, i32 noundef %97)
  store float 0x3FB99999A0000000, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %99

99:                                               ; preds = %106, %58
  %100 = load i32, ptr %10, align 4
  %101 = icmp slt i32 %100, 10
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  %103 = load float, ptr %8, align 4
  %104 = load float, ptr %9, align 4
  %105 = fadd float %104, %103
  store float %105, ptr %9, align 4
  br label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %10, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %10, align 4
  br label %99, !llvm.loop !7

109:                                              ; preds = %99
  %110 = load float, ptr %8, align 4
  %111 = fpext float %110 to double
  %112 = load float, ptr %9, align 4
  %113 = fpext float %112 to double
  %114 = load float, ptr %9, align 4
  %115 = fpext float %114 to double
  %116 = load float, ptr %9, align 4
  %117 = fcmp oeq float %116, 1.000000e+00
  %118 = zext i1 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %111, double noundef %113, double noundef %115, i32 noundef %118)
  store volatile float 0x4170000000000000, ptr %11, align 4
  %120 = load volatile float, ptr %11, align 4
  %121 = fadd float %120, 1.000000e+00
  store volatile float %121, ptr %12, align 4
  %122 = load volatile float, ptr %12, align 4
  %123 = fpext float %122 to double
  %124 = load volatile float, ptr %11, align 4
  %125 = fpext float %124 to double
  %126 = fadd double %125, 1.000000e+00
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %123, double noundef %126)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, ptr %13, align 8
  store i32 1, ptr %14, align 4
  br label %129

129:                                              ; preds = %138, %109
  %130 = load i32, ptr %14, align 4
  %131 = icmp sle i32 %130, 1000
  br i1 %131, label %132, label %141

132:                                              ; preds = %129
  %133 = load i32, ptr %14, align 4
  %134 = sitofp i32 %133 to double
  %135 = fdiv double 1.000000e+00, %134
  %136 = load double, ptr %13, align 8
  %137 = fadd double %136, %135
  store double %137, ptr %13, align 8
  br label %138

138:                                              ; preds = %132
  %139 = load i32, ptr %14, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %14, align 4
  br label %129, !llvm.loop !8

141:                                              ; preds = %129
  %142 = load double, ptr %13, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %142)
  store double 0.000000e+00, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %144

144:                                              ; preds = %159, %141
  %145 = load i32, ptr %17, align 4
  %146 = icmp slt i32 %145, 100000
  br i1 %146, label %147, label %162

147:                                              ; preds = %144
  %148 = load double, ptr %16, align 8
  %149 = fsub double 1.000000e-01, %148
  store double %149, ptr %18, align 8
  %150 = load double, ptr %15, align 8
  %151 = load double, ptr %18, align 8
  %152 = fadd double %150, %151
  store double %152, ptr %19, align 8
  %153 = load double, ptr %19, align 8
  %154 = load double, ptr %15, align 8
  %155 = fsub double %153, %154
  %156 = load double, ptr %18, align 8
  %157 = fsub double %155, %156
  store double %157, ptr %16, align 8
  %158 = load double, ptr %19, align 8
  store double %158, ptr %15, align 8
  br label %159

159:                                              ; preds = %147
  %160 = load i32, ptr %17, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %17, align 4
  br label %144, !llvm.loop !9

162:                                              ; preds = %144
  %163 = load double, ptr %15, align 8
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %163)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.main.coef, i64 32, i1 false)
  %165 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %166 = call double @horner(ptr noundef %165, i32 noundef 4, double noundef 1.001000e+00)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %166)
  %168 = call double @sqrt(double noundef 2.000000e+00) #5
  %169 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %170 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %171 = call double @llvm.floor.f64(double -2.500000e+00)
  %172 = call double @llvm.ceil.f64(double -2.500000e+00)
  %173 = call double @llvm.fabs.f64(double -0.000000e+00)
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %168, double noundef %169, double noundef %170, double noundef %171, double noundef %172, double noundef %173)
  %175 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %176 = load double, ptr %175, align 8
  %177 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %178 = load double, ptr %177, align 8
  %179 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %180 = load double, ptr %179, align 8
  %181 = fdiv double %180, 2.000000e+00
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %176, double noundef %178, double noundef %181)
  %183 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 13
  %184 = load double, ptr %183, align 8
  %185 = fdiv double %184, 4.000000e+00
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %185)
  store double -7.990000e+00, ptr %21, align 8
  %187 = load double, ptr %21, align 8
  %188 = fptosi double %187 to i32
  %189 = load double, ptr %21, align 8
  %190 = fneg double %189
  %191 = fptosi double %190 to i32
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %188, i32 noundef %191, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i64 noundef 0)
  store i64 9007199254740993, ptr %22, align 8
  %193 = load i64, ptr %22, align 8
  %194 = sitofp i64 %193 to double
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %194, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, ptr %23, align 4
  %196 = load i32, ptr %23, align 4
  %197 = uitofp i32 %196 to float
  store volatile float %197, ptr %12, align 4
  %198 = load volatile float, ptr %12, align 4
  %199 = fpext float %198 to double
  %200 = load i32, ptr %23, align 4
  %201 = uitofp i32 %200 to double
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %199, double noundef %201, i32 noundef -1)
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %24, align 16
  store x86_fp80 0xK40029400000000000000, ptr %25, align 16
  %204 = load x86_fp80, ptr %24, align 16
  %205 = load x86_fp80, ptr %24, align 16
  %206 = load x86_fp80, ptr %25, align 16
  %207 = load x86_fp80, ptr %24, align 16
  %208 = fmul x86_fp80 %207, 0xK4000C000000000000000
  store x86_fp80 %204, ptr %26, align 16
  store x86_fp80 %205, ptr %27, align 16
  store x86_fp80 %206, ptr %28, align 16
  store x86_fp80 0xK40209502F90000000000, ptr %29, align 16
  store x86_fp80 %208, ptr %30, align 16
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %26, ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30)
  %210 = load x86_fp80, ptr %25, align 16
  %211 = fcmp ogt x86_fp80 %210, 0xK40029000000000000000
  %212 = zext i1 %211 to i32
  %213 = load x86_fp80, ptr %24, align 16
  %214 = fcmp olt x86_fp80 %213, 0xK3FFDAE147AE147AE147B
  %215 = zext i1 %214 to i32
  %216 = load x86_fp80, ptr %24, align 16
  %217 = fptrunc x86_fp80 %216 to double
  %218 = load x86_fp80, ptr %25, align 16
  %219 = fmul x86_fp80 %218, 0xK4002A000000000000000
  %220 = fptosi x86_fp80 %219 to i32
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %212, i32 noundef %215, double noundef %217, i32 noundef %220)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8
  %16 = load double, ptr %6, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr %8, align 4
  br label %11, !llvm.loop !10

26:                                               ; preds = %11
  %27 = load double, ptr %7, align 8
  ret double %27
}

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}

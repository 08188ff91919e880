; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i32 @main() #0 {
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
  %24 = alloca ppc_fp128, align 16
  %25 = alloca ppc_fp128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.vals, i64 112, i1 false)
  store i32 14, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %50, %0
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  store double %34, ptr %5, align 8
  %35 = load i32, ptr %4, align 4
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
  %48 = load double, ptr %5, align 8
  %49 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %35, double noundef %36, double noundef %37, double noundef %38, double noundef %39, double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47, double noundef %48)
  br label %50

50:                                               ; preds = %30
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %26, !llvm.loop !7

53:                                               ; preds = %26
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %55 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef signext 9, i32 noundef signext 2, double noundef 1.005000e+00, i32 noundef signext 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %56 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %57 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %59 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 2
  %60 = load double, ptr %59, align 8
  %61 = fcmp ogt double %60, 0.000000e+00
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 1, i32 0
  %64 = sitofp i32 %63 to double
  %65 = fmul double 0x7FF0000000000000, %64
  store double %65, ptr %6, align 8
  store double 0x7FF8000000000000, ptr %7, align 8
  %66 = load double, ptr %6, align 8
  %67 = load double, ptr %6, align 8
  %68 = fneg double %67
  %69 = load double, ptr %6, align 8
  %70 = load double, ptr %6, align 8
  %71 = fneg double %70
  %72 = load double, ptr %6, align 8
  %73 = load double, ptr %6, align 8
  %74 = load double, ptr %6, align 8
  %75 = load double, ptr %6, align 8
  %76 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %66, double noundef %68, double noundef %69, double noundef %71, double noundef %72, double noundef %73, double noundef %74, double noundef %75)
  %77 = load double, ptr %7, align 8
  %78 = load double, ptr %7, align 8
  %79 = load double, ptr %7, align 8
  %80 = load double, ptr %7, align 8
  %81 = load double, ptr %7, align 8
  %82 = load double, ptr %7, align 8
  %83 = load double, ptr %7, align 8
  %84 = fcmp oeq double %82, %83
  %85 = zext i1 %84 to i32
  %86 = load double, ptr %7, align 8
  %87 = fcmp olt double %86, 1.000000e+00
  %88 = zext i1 %87 to i32
  %89 = load double, ptr %7, align 8
  %90 = load double, ptr %7, align 8
  %91 = fcmp une double %89, %90
  %92 = zext i1 %91 to i32
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %77, double noundef %78, double noundef %79, double noundef %80, double noundef %81, i32 noundef signext %85, i32 noundef signext %88, i32 noundef signext %92)
  store float 0x3FB99999A0000000, ptr %8, align 4
  store float 0.000000e+00, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %94

94:                                               ; preds = %101, %53
  %95 = load i32, ptr %10, align 4
  %96 = icmp slt i32 %95, 10
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load float, ptr %8, align 4
  %99 = load float, ptr %9, align 4
  %100 = fadd float %99, %98
  store float %100, ptr %9, align 4
  br label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %94, !llvm.loop !9

104:                                              ; preds = %94
  %105 = load float, ptr %8, align 4
  %106 = fpext float %105 to double
  %107 = load float, ptr %9, align 4
  %108 = fpext float %107 to double
  %109 = load float, ptr %9, align 4
  %110 = fpext float %109 to double
  %111 = load float, ptr %9, align 4
  %112 = fcmp oeq float %111, 1.000000e+00
  %113 = zext i1 %112 to i32
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %106, double noundef %108, double noundef %110, i32 noundef signext %113)
  store volatile float 0x4170000000000000, ptr %11, align 4
  %115 = load volatile float, ptr %11, align 4
  %116 = fadd float %115, 1.000000e+00
  store volatile float %116, ptr %12, align 4
  %117 = load volatile float, ptr %12, align 4
  %118 = fpext float %117 to double
  %119 = load volatile float, ptr %11, align 4
  %120 = fpext float %119 to double
  %121 = fadd double %120, 1.000000e+00
  %122 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %118, double noundef %121)
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  store double 0.000000e+00, ptr %13, align 8
  store i32 1, ptr %14, align 4
  br label %124

124:                                              ; preds = %133, %104
  %125 = load i32, ptr %14, align 4
  %126 = icmp sle i32 %125, 1000
  br i1 %126, label %127, label %136

127:                                              ; preds = %124
  %128 = load i32, ptr %14, align 4
  %129 = sitofp i32 %128 to double
  %130 = fdiv double 1.000000e+00, %129
  %131 = load double, ptr %13, align 8
  %132 = fadd double %131, %130
  store double %132, ptr %13, align 8
  br label %133

133:                                              ; preds = %127
  %134 = load i32, ptr %14, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %14, align 4
  br label %124, !llvm.loop !10

136:                                              ; preds = %124
  %137 = load double, ptr %13, align 8
  %138 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %137)
  store double 0.000000e+00, ptr %15, align 8
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %139

139:                                              ; preds = %154, %136
  %140 = load i32, ptr %17, align 4
  %141 = icmp slt i32 %140, 100000
  br i1 %141, label %142, label %157

142:                                              ; preds = %139
  %143 = load double, ptr %16, align 8
  %144 = fsub double 1.000000e-01, %143
  store double %144, ptr %18, align 8
  %145 = load double, ptr %15, align 8
  %146 = load double, ptr %18, align 8
  %147 = fadd double %145, %146
  store double %147, ptr %19, align 8
  %148 = load double, ptr %19, align 8
  %149 = load double, ptr %15, align 8
  %150 = fsub double %148, %149
  %151 = load double, ptr %18, align 8
  %152 = fsub double %150, %151
  store double %152, ptr %16, align 8
  %153 = load double, ptr %19, align 8
  store double %153, ptr %15, align 8
  br label %154

154:                                              ; preds = %142
  %155 = load i32, ptr %17, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %17, align 4
  br label %139, !llvm.loop !11

157:                                              ; preds = %139
  %158 = load double, ptr %15, align 8
  %159 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %158)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.coef, i64 32, i1 false)
  %160 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 0
  %161 = call double @horner(ptr noundef %160, i32 noundef signext 4, double noundef 1.001000e+00)
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %161)
  %163 = call double @sqrt(double noundef 2.000000e+00) #5
  %164 = call double @pow(double noundef 2.000000e+00, double noundef 5.000000e-01) #5
  %165 = call double @fmod(double noundef 1.000000e+01, double noundef 3.300000e+00) #5
  %166 = call double @llvm.floor.f64(double -2.500000e+00)
  %167 = call double @llvm.ceil.f64(double -2.500000e+00)
  %168 = call double @llvm.fabs.f64(double -0.000000e+00)
  %169 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %163, double noundef %164, double noundef %165, double noundef %166, double noundef %167, double noundef %168)
  %170 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 11
  %175 = load double, ptr %174, align 8
  %176 = fdiv double %175, 2.000000e+00
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %171, double noundef %173, double noundef %176)
  %178 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 13
  %179 = load double, ptr %178, align 8
  %180 = fdiv double %179, 4.000000e+00
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %180)
  store double -7.990000e+00, ptr %21, align 8
  %182 = load double, ptr %21, align 8
  %183 = fptosi double %182 to i32
  %184 = load double, ptr %21, align 8
  %185 = fneg double %184
  %186 = fptosi double %185 to i32
  %187 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %183, i32 noundef signext %186, i32 noundef zeroext 7, i64 noundef -1000000000000000, i32 noundef signext 2147483520, i32 noundef signext 0)
  store i64 9007199254740993, ptr %22, align 8
  %188 = load i64, ptr %22, align 8
  %189 = sitofp i64 %188 to double
  %190 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %189, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store i32 -1, ptr %23, align 4
  %191 = load i32, ptr %23, align 4
  %192 = uitofp i32 %191 to float
  store volatile float %192, ptr %12, align 4
  %193 = load volatile float, ptr %12, align 4
  %194 = fpext float %193 to double
  %195 = load i32, ptr %23, align 4
  %196 = uitofp i32 %195 to double
  %197 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %194, double noundef %196, i32 noundef zeroext -1)
  %198 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  store ppc_fp128 0xM3FD55555555555553C75555555555556, ptr %24, align 16
  store ppc_fp128 0xM40228000000000008000000000000000, ptr %25, align 16
  %199 = load ppc_fp128, ptr %24, align 16
  %200 = load ppc_fp128, ptr %24, align 16
  %201 = load ppc_fp128, ptr %25, align 16
  %202 = load ppc_fp128, ptr %24, align 16
  %203 = fmul ppc_fp128 %202, 0xM40080000000000000000000000000000
  %204 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, ppc_fp128 noundef %199, ppc_fp128 noundef %200, ppc_fp128 noundef %201, ppc_fp128 noundef 0xM4202A05F200000000000000000000000, ppc_fp128 noundef %203)
  %205 = load ppc_fp128, ptr %25, align 16
  %206 = fcmp ogt ppc_fp128 %205, 0xM40220000000000000000000000000000
  %207 = zext i1 %206 to i32
  %208 = load ppc_fp128, ptr %24, align 16
  %209 = fcmp olt ppc_fp128 %208, 0xM3FD5C28F5C28F5C3BC7C28F5C28F5C28
  %210 = zext i1 %209 to i32
  %211 = load ppc_fp128, ptr %24, align 16
  %212 = fptrunc ppc_fp128 %211 to double
  %213 = load ppc_fp128, ptr %25, align 16
  %214 = fmul ppc_fp128 %213, 0xM40240000000000000000000000000000
  %215 = fptosi ppc_fp128 %214 to i32
  %216 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef signext %207, i32 noundef signext %210, double noundef %212, i32 noundef signext %215)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef signext %1, double noundef %2) #0 {
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
  br label %11, !llvm.loop !12

26:                                               ; preds = %11
  %27 = load double, ptr %7, align 8
  ret double %27
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"float-abi", !"doubledouble"}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}

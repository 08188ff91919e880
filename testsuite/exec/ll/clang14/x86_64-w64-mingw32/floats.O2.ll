; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 1, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 3, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 4, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 5, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 6, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 7, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 8, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 9, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 10, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 11, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 12, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF)
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([94 x i8], [94 x i8]* @.str, i64 0, i64 0), i32 noundef 13, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.2, i64 0, i64 0), double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.3, i64 0, i64 0), double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.5, i64 0, i64 0), double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.6, i64 0, i64 0), double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.7, i64 0, i64 0), double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), double noundef 0x3FB99999A0000000, double noundef 0x3FF0000020000000, double noundef 0x3FF0000020000000, i32 noundef 0)
  %30 = bitcast float* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30)
  store volatile float 0x4170000000000000, float* %1, align 4, !tbaa !4
  %31 = bitcast float* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %31)
  %32 = load volatile float, float* %1, align 4, !tbaa !4
  %33 = fadd float %32, 1.000000e+00
  store volatile float %33, float* %2, align 4, !tbaa !4
  %34 = load volatile float, float* %2, align 4, !tbaa !4
  %35 = fpext float %34 to double
  %36 = load volatile float, float* %1, align 4, !tbaa !4
  %37 = fpext float %36 to double
  %38 = fadd double %37, 1.000000e+00
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.9, i64 0, i64 0), double noundef %35, double noundef %38)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.10, i64 0, i64 0), double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %43

41:                                               ; preds = %43
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i64 0, i64 0), double noundef %52)
  br label %69

43:                                               ; preds = %43, %0
  %44 = phi double [ 0.000000e+00, %0 ], [ %52, %43 ]
  %45 = phi i32 [ 1, %0 ], [ %53, %43 ]
  %46 = sitofp i32 %45 to double
  %47 = fdiv double 1.000000e+00, %46
  %48 = fadd double %44, %47
  %49 = add nuw nsw i32 %45, 1
  %50 = sitofp i32 %49 to double
  %51 = fdiv double 1.000000e+00, %50
  %52 = fadd double %48, %51
  %53 = add nuw nsw i32 %45, 2
  %54 = icmp eq i32 %53, 1001
  br i1 %54, label %41, label %43, !llvm.loop !8

55:                                               ; preds = %69
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i64 0, i64 0), double noundef %90)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.13, i64 0, i64 0), double noundef 0xBE112E0BF082FF93)
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.14, i64 0, i64 0), double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.15, i64 0, i64 0), double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.16, i64 0, i64 0), double noundef 0x4000000000000)
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.17, i64 0, i64 0), i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i64 noundef 0)
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i64 0, i64 0), double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, float* %2, align 4, !tbaa !4
  %63 = load volatile float, float* %2, align 4, !tbaa !4
  %64 = fpext float %63 to double
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([51 x i8], [51 x i8]* @.str.19, i64 0, i64 0), double noundef %64, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.20, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %3, align 16, !tbaa !10
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %4, align 16, !tbaa !10
  store x86_fp80 0xK40029400000000000000, x86_fp80* %5, align 16, !tbaa !10
  store x86_fp80 0xK40209502F90000000000, x86_fp80* %6, align 16, !tbaa !10
  store x86_fp80 0xK3FFF8000000000000000, x86_fp80* %7, align 16, !tbaa !10
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.21, i64 0, i64 0), x86_fp80* noundef nonnull %3, x86_fp80* noundef nonnull %4, x86_fp80* noundef nonnull %5, x86_fp80* noundef nonnull %6, x86_fp80* noundef nonnull %7)
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.22, i64 0, i64 0), i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %31)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30)
  ret i32 0

69:                                               ; preds = %69, %41
  %70 = phi double [ 0.000000e+00, %41 ], [ %90, %69 ]
  %71 = phi double [ 0.000000e+00, %41 ], [ %92, %69 ]
  %72 = phi i32 [ 0, %41 ], [ %93, %69 ]
  %73 = fsub double 1.000000e-01, %71
  %74 = fadd double %70, %73
  %75 = fsub double %74, %70
  %76 = fsub double %73, %75
  %77 = fadd double %76, 1.000000e-01
  %78 = fadd double %74, %77
  %79 = fsub double %78, %74
  %80 = fsub double %77, %79
  %81 = fadd double %80, 1.000000e-01
  %82 = fadd double %78, %81
  %83 = fsub double %82, %78
  %84 = fsub double %81, %83
  %85 = fadd double %84, 1.000000e-01
  %86 = fadd double %82, %85
  %87 = fsub double %86, %82
  %88 = fsub double %85, %87
  %89 = fadd double %88, 1.000000e-01
  %90 = fadd double %86, %89
  %91 = fsub double %90, %86
  %92 = fsub double %91, %89
  %93 = add nuw nsw i32 %72, 5
  %94 = icmp eq i32 %93, 100000
  br i1 %94, label %55, label %69, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long double", !6, i64 0}
!12 = distinct !{!12, !9}

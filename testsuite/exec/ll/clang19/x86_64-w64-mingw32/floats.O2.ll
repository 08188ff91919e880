; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 13, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FB99999A0000000, double noundef 0x3FF0000020000000, double noundef 0x3FF0000020000000, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 0x4170000000000000, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %30 = load volatile float, ptr %1, align 4, !tbaa !5
  %31 = fadd float %30, 1.000000e+00
  store volatile float %31, ptr %2, align 4, !tbaa !5
  %32 = load volatile float, ptr %2, align 4, !tbaa !5
  %33 = fpext float %32 to double
  %34 = load volatile float, ptr %1, align 4, !tbaa !5
  %35 = fpext float %34 to double
  %36 = fadd double %35, 1.000000e+00
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %33, double noundef %36)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %41

39:                                               ; preds = %41
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %62)
  br label %79

41:                                               ; preds = %41, %0
  %42 = phi double [ 0.000000e+00, %0 ], [ %62, %41 ]
  %43 = phi i32 [ 1, %0 ], [ %63, %41 ]
  %44 = uitofp nneg i32 %43 to double
  %45 = fdiv double 1.000000e+00, %44
  %46 = fadd double %42, %45
  %47 = add nuw nsw i32 %43, 1
  %48 = uitofp nneg i32 %47 to double
  %49 = fdiv double 1.000000e+00, %48
  %50 = fadd double %46, %49
  %51 = add nuw nsw i32 %43, 2
  %52 = uitofp nneg i32 %51 to double
  %53 = fdiv double 1.000000e+00, %52
  %54 = fadd double %50, %53
  %55 = add nuw nsw i32 %43, 3
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double 1.000000e+00, %56
  %58 = fadd double %54, %57
  %59 = add nuw nsw i32 %43, 4
  %60 = uitofp nneg i32 %59 to double
  %61 = fdiv double 1.000000e+00, %60
  %62 = fadd double %58, %61
  %63 = add nuw nsw i32 %43, 5
  %64 = icmp eq i32 %63, 1001
  br i1 %64, label %39, label %41, !llvm.loop !9

65:                                               ; preds = %79
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %100)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0xBE112E0BF082FF93)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x4000000000000)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i64 noundef 0)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, ptr %2, align 4, !tbaa !5
  %73 = load volatile float, ptr %2, align 4, !tbaa !5
  %74 = fpext float %73 to double
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %74, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #3
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %3, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #3
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %4, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #3
  store x86_fp80 0xK40029400000000000000, ptr %5, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #3
  store x86_fp80 0xK40209502F90000000000, ptr %6, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #3
  store x86_fp80 0xK3FFF8000000000000000, ptr %7, align 16, !tbaa !11
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #3
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0

79:                                               ; preds = %79, %39
  %80 = phi double [ 0.000000e+00, %39 ], [ %100, %79 ]
  %81 = phi double [ 0.000000e+00, %39 ], [ %102, %79 ]
  %82 = phi i32 [ 0, %39 ], [ %103, %79 ]
  %83 = fsub double 1.000000e-01, %81
  %84 = fadd double %80, %83
  %85 = fsub double %80, %84
  %86 = fadd double %83, %85
  %87 = fadd double %86, 1.000000e-01
  %88 = fadd double %84, %87
  %89 = fsub double %84, %88
  %90 = fadd double %87, %89
  %91 = fadd double %90, 1.000000e-01
  %92 = fadd double %88, %91
  %93 = fsub double %88, %92
  %94 = fadd double %91, %93
  %95 = fadd double %94, 1.000000e-01
  %96 = fadd double %92, %95
  %97 = fsub double %92, %96
  %98 = fadd double %95, %97
  %99 = fadd double %98, 1.000000e-01
  %100 = fadd double %96, %99
  %101 = fsub double %100, %96
  %102 = fsub double %101, %99
  %103 = add nuw nsw i32 %82, 5
  %104 = icmp eq i32 %103, 100000
  br i1 %104, label %65, label %79, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long double", !7, i64 0}
!13 = distinct !{!13, !10}

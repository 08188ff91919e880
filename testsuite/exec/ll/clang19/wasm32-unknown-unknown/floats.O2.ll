; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 1.000000e-01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00, double noundef 2.500000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05, double noundef 1.000000e-05)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 4.940660e-324)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x7FEFFFFFFFFFFFFF)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 13, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000, double noundef 0x10000000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.234500e-17, double noundef 1.234000e-05, double noundef 2.555000e+02, double noundef 1.000000e+100)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -3.141590e+00, double noundef 2.718280e+00, i32 noundef 9, i32 noundef 2, double noundef 1.005000e+00, i32 noundef 3, double noundef 0x4023FFBE76C8B439, double noundef 1.250000e+01)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01, double noundef 2.500000e-01, double noundef 3.500000e-01, double noundef 1.005000e+00)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 0x3F202E85BE111841)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e-01, double noundef 1.000000e-01, double noundef 0x3FD5555555555555)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, double noundef 0x7FF8000000000000, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FB99999A0000000, double noundef 0x3FF0000020000000, double noundef 0x3FF0000020000000, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile float 0x4170000000000000, ptr %1, align 4, !tbaa !2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %25 = load volatile float, ptr %1, align 4, !tbaa !2
  %26 = fadd float %25, 1.000000e+00
  store volatile float %26, ptr %2, align 4, !tbaa !2
  %27 = load volatile float, ptr %2, align 4, !tbaa !2
  %28 = fpext float %27 to double
  %29 = load volatile float, ptr %1, align 4, !tbaa !2
  %30 = fpext float %29 to double
  %31 = fadd double %30, 1.000000e+00
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %28, double noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %36

34:                                               ; preds = %36
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %53)
  br label %70

36:                                               ; preds = %36, %0
  %37 = phi double [ 0.000000e+00, %0 ], [ %53, %36 ]
  %38 = phi i32 [ 1, %0 ], [ %54, %36 ]
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double 1.000000e+00, %39
  %41 = fadd double %37, %40
  %42 = add nuw nsw i32 %38, 1
  %43 = uitofp nneg i32 %42 to double
  %44 = fdiv double 1.000000e+00, %43
  %45 = fadd double %41, %44
  %46 = add nuw nsw i32 %38, 2
  %47 = uitofp nneg i32 %46 to double
  %48 = fdiv double 1.000000e+00, %47
  %49 = fadd double %45, %48
  %50 = add nuw nsw i32 %38, 3
  %51 = uitofp nneg i32 %50 to double
  %52 = fdiv double 1.000000e+00, %51
  %53 = fadd double %49, %52
  %54 = add nuw nsw i32 %38, 4
  %55 = icmp eq i32 %54, 1001
  br i1 %55, label %34, label %36, !llvm.loop !6

56:                                               ; preds = %70
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %91)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0xBE112E0BF082FF93)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x4000000000000)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, ptr %2, align 4, !tbaa !2
  %64 = load volatile float, ptr %2, align 4, !tbaa !2
  %65 = fpext float %64 to double
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %65, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL00000000000000004002280000000000, fp128 noundef 0xL000000000000000040202A05F2000000, fp128 noundef 0xL00000000000000003FFF000000000000)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0

70:                                               ; preds = %70, %34
  %71 = phi double [ 0.000000e+00, %34 ], [ %91, %70 ]
  %72 = phi double [ 0.000000e+00, %34 ], [ %93, %70 ]
  %73 = phi i32 [ 0, %34 ], [ %94, %70 ]
  %74 = fsub double 1.000000e-01, %72
  %75 = fadd double %71, %74
  %76 = fsub double %71, %75
  %77 = fadd double %74, %76
  %78 = fadd double %77, 1.000000e-01
  %79 = fadd double %75, %78
  %80 = fsub double %75, %79
  %81 = fadd double %78, %80
  %82 = fadd double %81, 1.000000e-01
  %83 = fadd double %79, %82
  %84 = fsub double %79, %83
  %85 = fadd double %82, %84
  %86 = fadd double %85, 1.000000e-01
  %87 = fadd double %83, %86
  %88 = fsub double %83, %87
  %89 = fadd double %86, %88
  %90 = fadd double %89, 1.000000e-01
  %91 = fadd double %87, %90
  %92 = fsub double %91, %87
  %93 = fsub double %92, %90
  %94 = add nuw nsw i32 %73, 5
  %95 = icmp eq i32 %94, 100000
  br i1 %95, label %56, label %70, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"float", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}

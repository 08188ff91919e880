; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
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
  store volatile float 0x4170000000000000, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %25 = load volatile float, ptr %1, align 4, !tbaa !5
  %26 = fadd float %25, 1.000000e+00
  store volatile float %26, ptr %2, align 4, !tbaa !5
  %27 = load volatile float, ptr %2, align 4, !tbaa !5
  %28 = fpext float %27 to double
  %29 = load volatile float, ptr %1, align 4, !tbaa !5
  %30 = fpext float %29 to double
  %31 = fadd double %30, 1.000000e+00
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %28, double noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FDB6DB6E0000000, double noundef 0x7FF0000000000000, double noundef -1.000000e+01, double noundef 0x3FB9999A00000000)
  br label %36

34:                                               ; preds = %36
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %41)
  br label %58

36:                                               ; preds = %0, %36
  %37 = phi double [ 0.000000e+00, %0 ], [ %41, %36 ]
  %38 = phi i32 [ 1, %0 ], [ %42, %36 ]
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double 1.000000e+00, %39
  %41 = fadd double %37, %40
  %42 = add nuw nsw i32 %38, 1
  %43 = icmp eq i32 %42, 1001
  br i1 %43, label %34, label %36, !llvm.loop !9

44:                                               ; preds = %58
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %63)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0xBE112E0BF082FF93)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FF6A09E667F3BCD, double noundef 0x3FB99999999999C0, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef 0.000000e+00)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef 4.940660e-324, double noundef 4.940660e-324, double noundef 0.000000e+00)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x4000000000000)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef -7, i32 noundef 7, i32 noundef 7, i64 noundef -1000000000000000, i32 noundef 2147483520, i32 noundef 0)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x4340000000000000, double noundef 0x43F0000000000000, double noundef 0x4170000000000000)
  store volatile float 0x41F0000000000000, ptr %2, align 4, !tbaa !5
  %52 = load volatile float, ptr %2, align 4, !tbaa !5
  %53 = fpext float %52 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %53, double noundef 0x41EFFFFFFFE00000, i32 noundef -1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 0x3FD5555555555555, double noundef 0x3FD5555555555555, double noundef 9.250000e+00, double noundef 1.000000e+10, double noundef 1.000000e+00)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555555555555, i32 noundef 92)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0

58:                                               ; preds = %34, %58
  %59 = phi double [ 0.000000e+00, %34 ], [ %63, %58 ]
  %60 = phi double [ 0.000000e+00, %34 ], [ %65, %58 ]
  %61 = phi i32 [ 0, %34 ], [ %66, %58 ]
  %62 = fsub double 1.000000e-01, %60
  %63 = fadd double %59, %62
  %64 = fsub double %63, %59
  %65 = fsub double %64, %62
  %66 = add nuw nsw i32 %61, 1
  %67 = icmp eq i32 %66, 100000
  br i1 %67, label %44, label %58, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}

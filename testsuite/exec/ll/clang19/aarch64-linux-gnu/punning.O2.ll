; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Rec = type { i32, double, [5 x i8] }

@.str = private unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 8
@.str.9 = private unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Rec, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.000000e+00, i32 noundef 1065353216, i32 noundef 1065353216, i32 noundef 0, i32 noundef 127, i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -2.000000e+00, i32 noundef -1073741824, i32 noundef -1073741824, i32 noundef 1, i32 noundef 128, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FB99999A0000000, i32 noundef 1036831949, i32 noundef 1036831949, i32 noundef 0, i32 noundef 123, i32 noundef 5033165)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x47EFFFFFE0000000, i32 noundef 2139095039, i32 noundef 2139095039, i32 noundef 0, i32 noundef 254, i32 noundef 8388607)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x36A0000000000000, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0.000000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -0.000000e+00, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+00, i64 noundef 4607182418800017408, i64 noundef 4607182418800017408)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -5.000000e-01, i64 noundef -4620693217682128896, i64 noundef -4620693217682128896)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x400921FB54442D18, i64 noundef 4614256656552045848, i64 noundef 4614256656552045848)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+300, i64 noundef 9094988921128908188, i64 noundef 9094988921128908188)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 4.940660e-324, i64 noundef 1, i64 noundef 1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x400921FB60000000, double noundef -2.000000e+00, double noundef 1.500000e+00, double noundef 1.000000e-01)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FF0000000000001, double noundef 0x3FEFFFFFFFFFFFFF)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x3FDFF221E0000000, double noundef 0x3FE69F2BC0000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 5, i32 noundef 2748, i32 noundef -7, i32 noundef 2047)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 0, i32 noundef 3008, i32 noundef -16, i32 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 0, i32 noundef 3008, i32 noundef -16, i32 noundef 0)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1, i64 noundef 1193046, i32 noundef -3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.r, i64 24, i1 false)
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 42, double noundef 9.850000e+01, ptr noundef nonnull %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 84281096, i32 noundef 219025168, i32 noundef 136)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 77162851027281784)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #4
  ret i32 37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; ModuleID = 'punning.c'
source_filename = "punning.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Rec = type { i32, double, [5 x i8] }

$"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@" = comdat any

$"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@" = comdat any

$"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@" = comdat any

$"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@" = comdat any

$"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@" = comdat any

$"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@" = comdat any

$"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@" = comdat any

@"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@" = linkonce_odr dso_local unnamed_addr constant [56 x i8] c"float %g -> %08x (union %08x) sign %u exp %u mant %06x\0A\00", comdat, align 1
@"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@" = linkonce_odr dso_local unnamed_addr constant [38 x i8] c"double %g -> %016llx (union %016llx)\0A\00", comdat, align 1
@"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"from bits: %g %g %g %.17g\0A\00", comdat, align 1
@"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"nextafter by bits: %a %a\0A\00", comdat, align 1
@"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"rsqrt(4) = %.5f, rsqrt(2) = %.5f\0A\00", comdat, align 1
@"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"bitfields: %u %u %x %d %u\0A\00", comdat, align 1
@"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"after wrap: %u %u %x %d %u\0A\00", comdat, align 1
@"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"memcpy'd: %u %u %x %d %u\0A\00", comdat, align 1
@"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"wide: %llx %llx %d\0A\00", comdat, align 1
@__const.main.r = private unnamed_addr constant %struct.Rec { i32 42, double 9.850000e+01, [5 x i8] c"abcd\00" }, align 8
@"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"rec: %d %.1f %s\0A\00", comdat, align 1
@"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"roundtrip %08x %08x byte sum %u\0A\00", comdat, align 1
@"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"packed %016llx\0A\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Rec, align 8
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef 1.000000e+00, i32 noundef 1065353216, i32 noundef 1065353216, i32 noundef 0, i32 noundef 127, i32 noundef 0)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef -2.000000e+00, i32 noundef -1073741824, i32 noundef -1073741824, i32 noundef 1, i32 noundef 128, i32 noundef 0)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef 0x3FB99999A0000000, i32 noundef 1036831949, i32 noundef 1036831949, i32 noundef 0, i32 noundef 123, i32 noundef 5033165)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef 0x47EFFFFFE0000000, i32 noundef 2139095039, i32 noundef 2139095039, i32 noundef 0, i32 noundef 254, i32 noundef 8388607)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef 0x36A0000000000000, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef 0.000000e+00, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @"??_C@_0DI@DMJHINFJ@float?5?$CFg?5?9?$DO?5?$CF08x?5?$CIunion?5?$CF08x?$CJ?5si@", i32 0, i32 0), double noundef -0.000000e+00, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef 1.000000e+00, i64 noundef 4607182418800017408, i64 noundef 4607182418800017408)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef -5.000000e-01, i64 noundef -4620693217682128896, i64 noundef -4620693217682128896)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef 0x400921FB54442D18, i64 noundef 4614256656552045848, i64 noundef 4614256656552045848)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef 1.000000e+300, i64 noundef 9094988921128908188, i64 noundef 9094988921128908188)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @"??_C@_0CG@KDDLAKIG@double?5?$CFg?5?9?$DO?5?$CF016llx?5?$CIunion?5?$CF016@", i32 0, i32 0), double noundef 4.940660e-324, i64 noundef 1, i64 noundef 1)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@JJDPJHND@from?5bits?3?5?$CFg?5?$CFg?5?$CFg?5?$CF?417g?6?$AA@", i32 0, i32 0), double noundef 0x400921FB60000000, double noundef -2.000000e+00, double noundef 1.500000e+00, double noundef 1.000000e-01)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@NDIBCOJG@nextafter?5by?5bits?3?5?$CFa?5?$CFa?6?$AA@", i32 0, i32 0), double noundef 0x3FF0000000000001, double noundef 0x3FEFFFFFFFFFFFFF)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@FJLPGGDK@rsqrt?$CI4?$CJ?5?$DN?5?$CF?45f?0?5rsqrt?$CI2?$CJ?5?$DN?5?$CF?45f@", i32 0, i32 0), double noundef 0x3FDFF221E0000000, double noundef 0x3FE69F2BC0000000)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@MBMDPNBL@bitfields?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef 2748, i32 noundef -7, i32 noundef 2047)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LAKOMBJP@after?5wrap?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 0, i32 noundef 3008, i32 noundef -16, i32 noundef 0)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@OAKHILJF@memcpy?8d?3?5?$CFu?5?$CFu?5?$CFx?5?$CFd?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 0, i32 noundef 3008, i32 noundef -16, i32 noundef 0)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HBBGDPBJ@wide?3?5?$CFllx?5?$CFllx?5?$CFd?6?$AA@", i32 0, i32 0), i64 noundef 1, i64 noundef 1193046, i32 noundef -3)
  %21 = bitcast %struct.Rec* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %21) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(24) %21, i8* noundef nonnull align 8 dereferenceable(24) bitcast (%struct.Rec* @__const.main.r to i8*), i32 24, i1 false)
  %22 = getelementptr inbounds %struct.Rec, %struct.Rec* %1, i32 0, i32 2, i32 0
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@HNMIALAH@rec?3?5?$CFd?5?$CF?41f?5?$CFs?6?$AA@", i32 0, i32 0), i32 noundef 42, double noundef 9.850000e+01, i8* noundef nonnull %22)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@LGEFEOBH@roundtrip?5?$CF08x?5?$CF08x?5byte?5sum?5?$CFu?6@", i32 0, i32 0), i32 noundef 84281096, i32 noundef 219025168, i32 noundef 136)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CNGDHGJH@packed?5?$CF016llx?6?$AA@", i32 0, i32 0), i64 noundef 77162851027281784)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %21) #4
  ret i32 37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}

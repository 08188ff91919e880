; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [97 x i8] c"sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"align: llong %u double %u ldouble %u ptr %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"char: %s, (int)(char)200 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"long: max %lu, signed max %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [57 x i8] c"structs: CL %u/%u CD %u/%u CLD %u/%u CP %u/%u SC3 %u/%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"bitfield sizes: BF %u BFmix %u BFspan %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"bitfield raw: %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [47 x i8] c"union bytes: %02x %02x %02x %02x -> %s-endian\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"little\00", align 1
@.str.11 = private unnamed_addr constant [53 x i8] c"u64 halves: %08x %08x quarters: %04x %04x %04x %04x\0A\00", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"memcpy into ints: %04x %08x %016llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"double 1.0 bytes:\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.16 = private unnamed_addr constant [34 x i8] c"long double: mant %d, max_exp %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"1/3 = %.25Lf\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"1/3 = %La\0A\00", align 1
@.str.19 = private unnamed_addr constant [19 x i8] c"1 + 1e-17 > 1: %d\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"__int128: no\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([97 x i8], [97 x i8]* @.str, i32 0, i32 0), i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 4)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i32 0, i32 0), i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef 200)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef -1, i32 noundef 2147483647)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i32 0, i32 0), i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 6, i32 noundef 2)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i32 0, i32 0), i32 noundef 4, i32 noundef 4, i32 noundef 8)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i32 0, i32 0), i32 noundef 305440141)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i32 0, i32 0), i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0))
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.11, i32 0, i32 0), i32 noundef 84281096, i32 noundef 16909060, i32 noundef 1800, i32 noundef 1286, i32 noundef 772, i32 noundef 258)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.12, i32 0, i32 0), i32 noundef 513, i32 noundef 84148994, i64 noundef 578437695752307201)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i32 0, i32 0))
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 0)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 240)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef 63)
  %21 = tail call i32 @putchar(i32 10)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i32 0, i32 0), i32 noundef 53, i32 noundef 1024)
  %23 = bitcast double* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23)
  store volatile double 1.000000e-17, double* %1, align 8, !tbaa !9
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), double noundef 0x3FD5555555555555)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), double noundef 0x3FD5555555555555)
  %26 = load volatile double, double* %1, align 8, !tbaa !9
  %27 = fadd double %26, 1.000000e+00
  %28 = fcmp ogt double %27, 1.000000e+00
  %29 = zext i1 %28 to i32
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.19, i32 0, i32 0), i32 noundef %29)
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str, i32 0, i32 0))
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23)
  ret i32 51
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}

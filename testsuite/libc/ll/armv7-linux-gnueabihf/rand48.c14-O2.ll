; ModuleID = 'rand48.c'
source_filename = "rand48.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [9 x i8] c"unseeded\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"srand48(1)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"srand48(0)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"srand48(-1)\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"srand48(2^31-1)\00", align 1
@__const.main.s1 = private unnamed_addr constant [3 x i16] [i16 4660, i16 -21555, i16 66], align 2
@.str.5 = private unnamed_addr constant [28 x i8] c"seed48 old: %04x %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"seed48\00", align 1
@__const.main.p = private unnamed_addr constant [7 x i16] [i16 1, i16 2, i16 3, i16 -6547, i16 -8468, i16 5, i16 11], align 2
@.str.7 = private unnamed_addr constant [23 x i8] c"lcong48 (default a, c)\00", align 1
@__const.main.q = private unnamed_addr constant [7 x i16] [i16 13070, i16 0, i16 0, i16 5, i16 0, i16 0, i16 7], align 2
@.str.8 = private unnamed_addr constant [19 x i8] c"lcong48 (a 5, c 7)\00", align 1
@__const.main.x = private unnamed_addr constant [3 x i16] [i16 13070, i16 4369, i16 8738], align 2
@.str.9 = private unnamed_addr constant [13 x i8] c"erand48 %a  \00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"nrand48 %ld  \00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"jrand48 %ld  \00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"\0Astate %04x %04x %04x\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"sum %a xor %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i16], align 2
  %2 = alloca [7 x i16], align 2
  %3 = alloca [7 x i16], align 2
  %4 = alloca [3 x i16], align 2
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0))
  tail call void @srand48(i32 noundef 1) #6
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0))
  tail call void @srand48(i32 noundef 0) #6
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0))
  tail call void @srand48(i32 noundef -1) #6
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0))
  tail call void @srand48(i32 noundef 2147483647) #6
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0))
  %5 = bitcast [3 x i16]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %5) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(6) %5, i8* noundef nonnull align 2 dereferenceable(6) bitcast ([3 x i16]* @__const.main.s1 to i8*), i32 6, i1 false)
  %6 = getelementptr inbounds [3 x i16], [3 x i16]* %1, i32 0, i32 0
  %7 = call i16* @seed48(i16* noundef nonnull %6) #6
  %8 = load i16, i16* %7, align 2, !tbaa !9
  %9 = zext i16 %8 to i32
  %10 = getelementptr inbounds i16, i16* %7, i32 1
  %11 = load i16, i16* %10, align 2, !tbaa !9
  %12 = zext i16 %11 to i32
  %13 = getelementptr inbounds i16, i16* %7, i32 2
  %14 = load i16, i16* %13, align 2, !tbaa !9
  %15 = zext i16 %14 to i32
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9, i32 noundef %12, i32 noundef %15)
  call fastcc void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0))
  %17 = call i16* @seed48(i16* noundef nonnull %6) #6
  %18 = load i16, i16* %17, align 2, !tbaa !9
  %19 = zext i16 %18 to i32
  %20 = getelementptr inbounds i16, i16* %17, i32 1
  %21 = load i16, i16* %20, align 2, !tbaa !9
  %22 = zext i16 %21 to i32
  %23 = getelementptr inbounds i16, i16* %17, i32 2
  %24 = load i16, i16* %23, align 2, !tbaa !9
  %25 = zext i16 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i32 0, i32 0), i32 noundef %19, i32 noundef %22, i32 noundef %25)
  %27 = bitcast [7 x i16]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 14, i8* nonnull %27) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(14) %27, i8* noundef nonnull align 2 dereferenceable(14) bitcast ([7 x i16]* @__const.main.p to i8*), i32 14, i1 false)
  %28 = getelementptr inbounds [7 x i16], [7 x i16]* %2, i32 0, i32 0
  call void @lcong48(i16* noundef nonnull %28) #6
  call fastcc void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.7, i32 0, i32 0))
  %29 = bitcast [7 x i16]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 14, i8* nonnull %29) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(14) %29, i8* noundef nonnull align 2 dereferenceable(14) bitcast ([7 x i16]* @__const.main.q to i8*), i32 14, i1 false)
  %30 = getelementptr inbounds [7 x i16], [7 x i16]* %3, i32 0, i32 0
  call void @lcong48(i16* noundef nonnull %30) #6
  call fastcc void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0))
  %31 = bitcast [3 x i16]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %31) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(6) %31, i8* noundef nonnull align 2 dereferenceable(6) bitcast ([3 x i16]* @__const.main.x to i8*), i32 6, i1 false)
  %32 = getelementptr inbounds [3 x i16], [3 x i16]* %4, i32 0, i32 0
  %33 = call double @erand48(i16* noundef nonnull %32) #6
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), double noundef %33)
  %35 = call double @erand48(i16* noundef nonnull %32) #6
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), double noundef %35)
  %37 = call double @erand48(i16* noundef nonnull %32) #6
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), double noundef %37)
  %39 = call double @erand48(i16* noundef nonnull %32) #6
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), double noundef %39)
  %41 = call i32 @putchar(i32 10)
  %42 = call i32 @nrand48(i16* noundef nonnull %32) #6
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %42)
  %44 = call i32 @nrand48(i16* noundef nonnull %32) #6
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %44)
  %46 = call i32 @nrand48(i16* noundef nonnull %32) #6
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %46)
  %48 = call i32 @nrand48(i16* noundef nonnull %32) #6
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.11, i32 0, i32 0), i32 noundef %48)
  %50 = call i32 @putchar(i32 10)
  %51 = call i32 @jrand48(i16* noundef nonnull %32) #6
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i32 noundef %51)
  %53 = call i32 @jrand48(i16* noundef nonnull %32) #6
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i32 noundef %53)
  %55 = call i32 @jrand48(i16* noundef nonnull %32) #6
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i32 noundef %55)
  %57 = call i32 @jrand48(i16* noundef nonnull %32) #6
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i32 noundef %57)
  %59 = load i16, i16* %32, align 2, !tbaa !9
  %60 = zext i16 %59 to i32
  %61 = getelementptr inbounds [3 x i16], [3 x i16]* %4, i32 0, i32 1
  %62 = load i16, i16* %61, align 2, !tbaa !9
  %63 = zext i16 %62 to i32
  %64 = getelementptr inbounds [3 x i16], [3 x i16]* %4, i32 0, i32 2
  %65 = load i16, i16* %64, align 2, !tbaa !9
  %66 = zext i16 %65 to i32
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i32 0, i32 0), i32 noundef %60, i32 noundef %63, i32 noundef %66)
  call void @srand48(i32 noundef 12345) #6
  br label %70

68:                                               ; preds = %70
  %69 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), double noundef %75, i32 noundef %79)
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %31) #6
  call void @llvm.lifetime.end.p0i8(i64 14, i8* nonnull %29) #6
  call void @llvm.lifetime.end.p0i8(i64 14, i8* nonnull %27) #6
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %5) #6
  ret i32 0

70:                                               ; preds = %0, %70
  %71 = phi i32 [ 0, %0 ], [ %80, %70 ]
  %72 = phi i32 [ 0, %0 ], [ %79, %70 ]
  %73 = phi double [ 0.000000e+00, %0 ], [ %75, %70 ]
  %74 = call double @drand48() #6
  %75 = fadd double %73, %74
  %76 = call i32 @lrand48() #6
  %77 = call i32 @mrand48() #6
  %78 = xor i32 %76, %72
  %79 = xor i32 %78, %77
  %80 = add nuw nsw i32 %71, 1
  %81 = icmp eq i32 %80, 20000
  br i1 %81, label %68, label %70, !llvm.loop !13
}

; Function Attrs: nounwind
define internal fastcc void @show(i8* noundef %0) unnamed_addr #0 {
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* noundef %0)
  %3 = tail call double @drand48() #6
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), double noundef %3)
  %5 = tail call double @drand48() #6
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), double noundef %5)
  %7 = tail call double @drand48() #6
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), double noundef %7)
  %9 = tail call double @drand48() #6
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), double noundef %9)
  %11 = tail call i32 @lrand48() #6
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %11)
  %13 = tail call i32 @lrand48() #6
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %13)
  %15 = tail call i32 @lrand48() #6
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %15)
  %17 = tail call i32 @lrand48() #6
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %17)
  %19 = tail call i32 @mrand48() #6
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %19)
  %21 = tail call i32 @mrand48() #6
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %21)
  %23 = tail call i32 @mrand48() #6
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %23)
  %25 = tail call i32 @mrand48() #6
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef %25)
  %27 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nounwind
declare void @srand48(i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nounwind
declare i16* @seed48(i16* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @lcong48(i16* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @erand48(i16* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare i32 @nrand48(i16* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @jrand48(i16* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @drand48() local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @lrand48() local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @mrand48() local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}

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
!10 = !{!"short", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

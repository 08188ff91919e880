; ModuleID = 'errno.c'
source_filename = "errno.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"-1: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"1000: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strerror_r: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"getenv unset: %p\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"EHI_TEST_SURELY_UNSET\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"setenv: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"EHI_TEST_VAR\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"getenv: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"setenv no overwrite: %d -> %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.12 = private unnamed_addr constant [57 x i8] c"setenv overwrite: %d -> %s (old pointer still reads %s)\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.14 = private unnamed_addr constant [32 x i8] c"setenv empty value: %d -> [%s]\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"EHI_TEST_EMPTY\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"BAD=NAME\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.19 = private unnamed_addr constant [30 x i8] c"setenv bad name: %d errno %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [32 x i8] c"setenv empty name: %d errno %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [21 x i8] c"getenv with '=': %p\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"EHI_TEST_VAR=third\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"unsetenv: %d -> %p\0A\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"unsetenv again: %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"A=B\00", align 1
@.str.26 = private unnamed_addr constant [32 x i8] c"unsetenv bad name: %d errno %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"other kept: [%s]\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  br label %45

2:                                                ; preds = %45
  %3 = tail call i8* @strerror(i32 noundef -1) #6
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* noundef %3)
  %5 = tail call i8* @strerror(i32 noundef 1000) #6
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i8* noundef %5)
  %7 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %7) #6
  %8 = call i8* @strerror_r(i32 noundef 2, i8* noundef nonnull %7, i32 noundef 64) #6
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i8* noundef %8)
  %10 = tail call i32* @__errno_location() #7
  store i32 0, i32* %10, align 4, !tbaa !9
  %11 = call i8* @getenv(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0)) #6
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i8* noundef %11)
  %13 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i32 noundef 1) #6
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i32 noundef %13)
  %15 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i32 0, i32 0), i8* noundef %15)
  %17 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %18 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i32 noundef 0) #6
  %19 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.10, i32 0, i32 0), i32 noundef %18, i8* noundef %19)
  %21 = call i32 @setenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i32 noundef 1) #6
  %22 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.12, i32 0, i32 0), i32 noundef %21, i8* noundef %22, i8* noundef %17)
  %24 = call i32 @setenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1) #6
  %25 = call i8* @getenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0)) #6
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.14, i32 0, i32 0), i32 noundef %24, i8* noundef %25)
  store i32 0, i32* %10, align 4, !tbaa !9
  %27 = call i32 @setenv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1) #6
  %28 = load i32, i32* %10, align 4, !tbaa !9
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.19, i32 0, i32 0), i32 noundef %27, i32 noundef %28)
  store i32 0, i32* %10, align 4, !tbaa !9
  %30 = call i32 @setenv(i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1) #6
  %31 = load i32, i32* %10, align 4, !tbaa !9
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.20, i32 0, i32 0), i32 noundef %30, i32 noundef %31)
  %33 = call i8* @getenv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i32 0, i32 0)) #6
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.21, i32 0, i32 0), i8* noundef %33)
  %35 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %36 = call i8* @getenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.23, i32 0, i32 0), i32 noundef %35, i8* noundef %36)
  %38 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0)) #6
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i32 0, i32 0), i32 noundef %38)
  store i32 0, i32* %10, align 4, !tbaa !9
  %40 = call i32 @unsetenv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0)) #6
  %41 = load i32, i32* %10, align 4, !tbaa !9
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.26, i32 0, i32 0), i32 noundef %40, i32 noundef %41)
  %43 = call i8* @getenv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i32 0, i32 0)) #6
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i32 0, i32 0), i8* noundef %43)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %7) #6
  ret i32 0

45:                                               ; preds = %0, %45
  %46 = phi i32 [ 0, %0 ], [ %49, %45 ]
  %47 = tail call i8* @strerror(i32 noundef %46) #6
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i32 noundef %46, i8* noundef %47)
  %49 = add nuw nsw i32 %46, 1
  %50 = icmp eq i32 %49, 135
  br i1 %50, label %2, label %45, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @strerror_r(i32 noundef, i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #4

; Function Attrs: nofree nounwind readonly
declare noundef i8* @getenv(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @setenv(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @unsetenv(i8* nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }

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
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@init_order = local_unnamed_addr global [8 x i32] zeroinitializer, align 4
@ninit = local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [28 x i8] c"destructor runs (ninit=%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"constructors ran in order:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"static local: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"pointer init: %s %s, list:\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c", arr[3]=%d *parr=%d\0A\00", align 1
@arr.1 = internal unnamed_addr global i1 false, align 4
@.str.7 = private unnamed_addr constant [15 x i8] c"arr[4] now %d\0A\00", align 1
@counter.n = internal unnamed_addr global i32 100, align 4
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@__dso_handle = external hidden global i8
@llvm.global_ctors = appending global [4 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @ctor_late, i8* null }, { i32, void ()*, i8* } { i32 150, void ()* @ctor_early, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @ctor_default, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @__GLOBAL_init_65535, i8* null }]
@str = private unnamed_addr constant [39 x i8] c"atexit 1 (registered first, runs last)\00", align 1
@str.16 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1
@str.17 = private unnamed_addr constant [39 x i8] c"atexit 3 (registered last, runs first)\00", align 1
@str.18 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"calling exit(5) from depth 10\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_late() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !9
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 200, i32* %3, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_early() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !9
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 150, i32* %3, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_default() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !9
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 65535, i32* %3, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree nounwind
define internal void @dtor() #1 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !9
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0))
  %2 = load i32, i32* @ninit, align 4, !tbaa !9
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %22, label %4

4:                                                ; preds = %22, %0
  %5 = tail call i32 @putchar(i32 10)
  %6 = load i32, i32* @counter.n, align 4, !tbaa !9
  %7 = add nsw i32 %6, 1
  %8 = add nsw i32 %6, 2
  %9 = add nsw i32 %6, 3
  store i32 %9, i32* @counter.n, align 4, !tbaa !9
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0))
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %15 = load i1, i1* @arr.1, align 4
  %16 = select i1 %15, i32 10, i32 9
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0), i32 noundef 0, i32 noundef %16)
  %18 = tail call i32 @atexit(void ()* noundef nonnull @bye1) #7
  %19 = tail call i32 @atexit(void ()* noundef nonnull @bye2) #7
  %20 = tail call i32 @atexit(void ()* noundef nonnull @bye3) #7
  store i1 true, i1* @arr.1, align 4
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef 10)
  tail call fastcc void @finish(i32 noundef 10)
  ret i32 1

22:                                               ; preds = %0, %22
  %23 = phi i32 [ %27, %22 ], [ 0, %0 ]
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !9
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef %25)
  %27 = add nuw nsw i32 %23, 1
  %28 = load i32, i32* @ninit, align 4, !tbaa !9
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %22, label %4, !llvm.loop !13
}

declare i32 @atexit(void ()* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
define internal void @bye1() #1 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @str, i32 0, i32 0))
  ret void
}

; Function Attrs: nofree nounwind
define internal void @bye2() #1 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.16, i32 0, i32 0))
  ret void
}

; Function Attrs: nofree nounwind
define internal void @bye3() #1 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @str.17, i32 0, i32 0))
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @finish(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @str.19, i32 0, i32 0))
  tail call void @exit(i32 noundef 5) #8
  unreachable

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  tail call fastcc void @finish(i32 noundef %6)
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.18, i32 0, i32 0))
  ret void
}

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
define internal void @__GLOBAL_init_65535() #1 section "__TEXT,__StaticInit,regular,pure_instructions" {
  %1 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void ()* @dtor to void (i8*)*), i8* null, i8* nonnull @__dso_handle) #7
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

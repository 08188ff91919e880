; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@init_order = hidden local_unnamed_addr global [8 x i32] zeroinitializer, align 16
@ninit = hidden local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [28 x i8] c"destructor runs (ninit=%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"constructors ran in order:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"static local: %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"pointer init: %s %s, list:\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c", arr[3]=%d *parr=%d\0A\00", align 1
@arr.1 = internal unnamed_addr global i1 false, align 16
@.str.7 = private unnamed_addr constant [15 x i8] c"arr[4] now %d\0A\00", align 1
@counter.n = internal unnamed_addr global i32 100, align 4
@.str.9 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @ctor_late, i8* null }, { i32, void ()*, i8* } { i32 150, void ()* @ctor_early, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @ctor_default, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @dtor, i8* null }]
@str = private unnamed_addr constant [39 x i8] c"atexit 1 (registered first, runs last)\00", align 1
@str.16 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1
@str.17 = private unnamed_addr constant [39 x i8] c"atexit 3 (registered last, runs first)\00", align 1
@str.18 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"calling exit(5) from depth 10\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_late() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !2
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 200, i32* %3, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_early() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !2
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 150, i32* %3, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @ctor_default() #0 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ninit, align 4, !tbaa !2
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %1
  store i32 65535, i32* %3, align 4, !tbaa !2
  ret void
}

; Function Attrs: nofree nounwind
define internal void @dtor() #1 {
  %1 = load i32, i32* @ninit, align 4, !tbaa !2
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
define hidden i32 @main() #3 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0))
  %2 = load i32, i32* @ninit, align 4, !tbaa !2
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %22, label %4

4:                                                ; preds = %22, %0
  %5 = tail call i32 @putchar(i32 10)
  %6 = load i32, i32* @counter.n, align 4, !tbaa !2
  %7 = add nsw i32 %6, 1
  %8 = add nsw i32 %6, 2
  %9 = add nsw i32 %6, 3
  store i32 %9, i32* @counter.n, align 4, !tbaa !2
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0))
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %15 = load i1, i1* @arr.1, align 16
  %16 = select i1 %15, i32 10, i32 9
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0), i32 noundef 0, i32 noundef %16)
  %18 = tail call i32 @atexit(void ()* noundef nonnull @bye1) #7
  %19 = tail call i32 @atexit(void ()* noundef nonnull @bye2) #7
  %20 = tail call i32 @atexit(void ()* noundef nonnull @bye3) #7
  store i1 true, i1* @arr.1, align 16
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i32 0, i32 0), i32 noundef 10)
  tail call fastcc void @finish(i32 noundef 10)
  ret i32 1

22:                                               ; preds = %0, %22
  %23 = phi i32 [ %27, %22 ], [ 0, %0 ]
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* @init_order, i32 0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !2
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i32 noundef %25)
  %27 = add nuw nsw i32 %23, 1
  %28 = load i32, i32* @ninit, align 4, !tbaa !2
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %22, label %4, !llvm.loop !6
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
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'static_init.c'
source_filename = "static_init.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@init_order = hidden local_unnamed_addr global [8 x i32] [i32 150, i32 200, i32 65535, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@ninit = hidden local_unnamed_addr global i32 3, align 4
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
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
@str = private unnamed_addr constant [39 x i8] c"atexit 1 (registered first, runs last)\00", align 1
@str.16 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1
@str.17 = private unnamed_addr constant [39 x i8] c"atexit 3 (registered last, runs first)\00", align 1
@str.18 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.19 = private unnamed_addr constant [30 x i8] c"calling exit(5) from depth 10\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define internal void @dtor() #0 {
  %1 = load i32, ptr @ninit, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nounwind
define hidden noundef i32 @main() #1 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %2 = load i32, ptr @ninit, align 4, !tbaa !2
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %22, label %4

4:                                                ; preds = %22, %0
  %5 = tail call i32 @putchar(i32 10)
  %6 = load i32, ptr @counter.n, align 4, !tbaa !2
  %7 = add nsw i32 %6, 1
  %8 = add nsw i32 %6, 2
  %9 = add nsw i32 %6, 3
  store i32 %9, ptr @counter.n, align 4, !tbaa !2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  %15 = load i1, ptr @arr.1, align 16
  %16 = select i1 %15, i32 10, i32 9
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %16)
  %18 = tail call i32 @atexit(ptr noundef nonnull @bye1) #5
  %19 = tail call i32 @atexit(ptr noundef nonnull @bye2) #5
  %20 = tail call i32 @atexit(ptr noundef nonnull @bye3) #5
  store i1 true, ptr @arr.1, align 16
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10)
  tail call fastcc void @finish(i32 noundef 10)
  ret i32 1

22:                                               ; preds = %0, %22
  %23 = phi i32 [ %27, %22 ], [ 0, %0 ]
  %24 = getelementptr inbounds [8 x i32], ptr @init_order, i32 0, i32 %23
  %25 = load i32, ptr %24, align 4, !tbaa !2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  %27 = add nuw nsw i32 %23, 1
  %28 = load i32, ptr @ninit, align 4, !tbaa !2
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %22, label %4, !llvm.loop !6
}

; Function Attrs: nofree
declare i32 @atexit(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
define internal void @bye1() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void
}

; Function Attrs: nofree nounwind
define internal void @bye2() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  ret void
}

; Function Attrs: nofree nounwind
define internal void @bye3() #0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @finish(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  tail call void @exit(i32 noundef 5) #6
  unreachable

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1
  tail call fastcc void @finish(i32 noundef %6)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.18)
  ret void
}

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

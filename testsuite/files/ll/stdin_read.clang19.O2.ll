; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 16
  %2 = alloca [6 x i8], align 1
  %3 = load ptr, ptr @stdin, align 8, !tbaa !5
  %4 = tail call i32 @getc(ptr noundef %3)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = load ptr, ptr @stdin, align 8, !tbaa !5
  %7 = tail call i32 @ungetc(i32 noundef %4, ptr noundef %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #4
  %8 = load ptr, ptr @stdin, align 8, !tbaa !5
  %9 = call ptr @fgets(ptr noundef nonnull %1, i32 noundef 32, ptr noundef %8)
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %9)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %2) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %2, i8 0, i64 6, i1 false)
  %11 = load ptr, ptr @stdin, align 8, !tbaa !5
  %12 = call i64 @fread(ptr noundef nonnull %2, i64 noundef 1, i64 noundef 5, ptr noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %12, ptr noundef nonnull %2)
  %14 = load ptr, ptr @stdin, align 8, !tbaa !5
  %15 = call i32 @getc(ptr noundef %14)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %37, label %17

17:                                               ; preds = %0, %31
  %18 = phi i32 [ %35, %31 ], [ %15, %0 ]
  %19 = phi i32 [ %23, %31 ], [ 0, %0 ]
  %20 = phi i32 [ %33, %31 ], [ 0, %0 ]
  %21 = phi i32 [ %26, %31 ], [ 0, %0 ]
  %22 = phi i32 [ %32, %31 ], [ 0, %0 ]
  %23 = add nuw nsw i32 %19, 1
  %24 = icmp eq i32 %18, 10
  %25 = zext i1 %24 to i32
  %26 = add nuw nsw i32 %21, %25
  switch i32 %18, label %27 [
    i32 32, label %31
    i32 10, label %31
  ]

27:                                               ; preds = %17
  %28 = icmp eq i32 %20, 0
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %22, %29
  br label %31

31:                                               ; preds = %27, %17, %17
  %32 = phi i32 [ %22, %17 ], [ %30, %27 ], [ %22, %17 ]
  %33 = phi i32 [ 0, %17 ], [ 1, %27 ], [ 0, %17 ]
  %34 = load ptr, ptr @stdin, align 8, !tbaa !5
  %35 = call i32 @getc(ptr noundef %34)
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %17, !llvm.loop !9

37:                                               ; preds = %31, %0
  %38 = phi i32 [ 0, %0 ], [ %32, %31 ]
  %39 = phi i32 [ 0, %0 ], [ %26, %31 ]
  %40 = phi i32 [ 0, %0 ], [ %23, %31 ]
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40, i32 noundef %39, i32 noundef %38)
  %42 = load ptr, ptr @stdin, align 8, !tbaa !5
  %43 = call i32 @feof(ptr noundef %42) #4
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = load ptr, ptr @stdin, align 8, !tbaa !5
  %47 = call i32 @getc(ptr noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %45, i32 noundef %47)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

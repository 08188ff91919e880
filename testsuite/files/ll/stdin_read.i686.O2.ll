; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external local_unnamed_addr global ptr, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"getline %zd, capacity %zu: %s\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"getdelim %zd: '%s'\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"long getline %zd, capacity %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 1
  %2 = alloca [6 x i8], align 1
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = load ptr, ptr @stdin, align 4, !tbaa !6
  %6 = tail call i32 @getc(ptr noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = load ptr, ptr @stdin, align 4, !tbaa !6
  %9 = tail call i32 @ungetc(i32 noundef %6, ptr noundef %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  %10 = load ptr, ptr @stdin, align 4, !tbaa !6
  %11 = call ptr @fgets(ptr noundef nonnull %1, i32 noundef 32, ptr noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %11)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %2) #6
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(6) %2, i8 0, i32 6, i1 false)
  %13 = load ptr, ptr @stdin, align 4, !tbaa !6
  %14 = call i32 @fread(ptr noundef nonnull %2, i32 noundef 1, i32 noundef 5, ptr noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  store ptr null, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  store i32 0, ptr %4, align 4, !tbaa !10
  %16 = load ptr, ptr @stdin, align 4, !tbaa !6
  %17 = call i32 @getline(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef %16) #6
  %18 = load i32, ptr %4, align 4, !tbaa !10
  %19 = load ptr, ptr %3, align 4, !tbaa !6
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %17, i32 noundef %18, ptr noundef %19)
  %21 = load ptr, ptr @stdin, align 4, !tbaa !6
  %22 = call i32 @getdelim(ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 32, ptr noundef %21) #6
  %23 = load ptr, ptr %3, align 4, !tbaa !6
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22, ptr noundef %23)
  %25 = load ptr, ptr @stdin, align 4, !tbaa !6
  %26 = call i32 @getline(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef %25) #6
  %27 = load i32, ptr %4, align 4, !tbaa !10
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %26, i32 noundef %27)
  %29 = load ptr, ptr %3, align 4, !tbaa !6
  call void @free(ptr noundef %29) #6
  %30 = load ptr, ptr @stdin, align 4, !tbaa !6
  %31 = call i32 @getc(ptr noundef %30)
  %32 = icmp eq i32 %31, -1
  br i1 %32, label %53, label %33

33:                                               ; preds = %0, %47
  %34 = phi i32 [ %51, %47 ], [ %31, %0 ]
  %35 = phi i32 [ %39, %47 ], [ 0, %0 ]
  %36 = phi i32 [ %49, %47 ], [ 0, %0 ]
  %37 = phi i32 [ %42, %47 ], [ 0, %0 ]
  %38 = phi i32 [ %48, %47 ], [ 0, %0 ]
  %39 = add nuw nsw i32 %35, 1
  %40 = icmp eq i32 %34, 10
  %41 = zext i1 %40 to i32
  %42 = add nuw nsw i32 %37, %41
  switch i32 %34, label %43 [
    i32 32, label %47
    i32 10, label %47
  ]

43:                                               ; preds = %33
  %44 = icmp eq i32 %36, 0
  %45 = zext i1 %44 to i32
  %46 = add nsw i32 %38, %45
  br label %47

47:                                               ; preds = %43, %33, %33
  %48 = phi i32 [ %38, %33 ], [ %46, %43 ], [ %38, %33 ]
  %49 = phi i32 [ 0, %33 ], [ 1, %43 ], [ 0, %33 ]
  %50 = load ptr, ptr @stdin, align 4, !tbaa !6
  %51 = call i32 @getc(ptr noundef %50)
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %53, label %33, !llvm.loop !12

53:                                               ; preds = %47, %0
  %54 = phi i32 [ 0, %0 ], [ %48, %47 ]
  %55 = phi i32 [ 0, %0 ], [ %42, %47 ]
  %56 = phi i32 [ 0, %0 ], [ %39, %47 ]
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %56, i32 noundef %55, i32 noundef %54)
  %58 = load ptr, ptr @stdin, align 4, !tbaa !6
  %59 = call i32 @feof(ptr noundef %58) #6
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i32
  %62 = load ptr, ptr @stdin, align 4, !tbaa !6
  %63 = call i32 @getc(ptr noundef %62)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %61, i32 noundef %63)
  store ptr null, ptr %3, align 4, !tbaa !6
  store i32 0, ptr %4, align 4, !tbaa !10
  %65 = load ptr, ptr @stdin, align 4, !tbaa !6
  %66 = call i32 @getline(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef %65) #6
  %67 = load i32, ptr %4, align 4, !tbaa !10
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %66, i32 noundef %67)
  %69 = load ptr, ptr %3, align 4, !tbaa !6
  call void @free(ptr noundef %69) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
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
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @fread(ptr nocapture noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

declare i32 @getline(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare i32 @getdelim(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}

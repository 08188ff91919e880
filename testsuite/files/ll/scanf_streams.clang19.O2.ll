; ModuleID = 'scanf_streams.c'
source_filename = "scanf_streams.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"%15s %15s\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"scanf %d: %s %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"then getchar '%c'\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%15s\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"vscanf %d: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%s/lines.txt\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%31s\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"fscanf word %d: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"%31[^\0A]\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"vfscanf %d: [%s]\0A\00", align 1
@.str.11 = private unnamed_addr constant [29 x i8] c"words %d, at the end: %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"scanf int %d %d\0A\00", align 1
@stdin = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [16 x i8], align 16
  %4 = alloca [16 x i8], align 16
  %5 = alloca [256 x i8], align 16
  %6 = alloca [32 x i8], align 16
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #5
  %8 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef nonnull @.str, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %10 = load ptr, ptr @stdin, align 8, !tbaa !5
  %11 = call i32 @getc(ptr noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = call i32 (ptr, ...) @my_vscanf(ptr nonnull poison, ptr noundef nonnull %3)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #5
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !5
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 256, ptr noundef nonnull @.str.5, ptr noundef %16) #5
  %18 = call noalias ptr @fopen(ptr noundef nonnull %5, ptr noundef nonnull @.str.6)
  %19 = icmp eq ptr %18, null
  br i1 %19, label %59, label %20

20:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #5
  %21 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %18, ptr noundef nonnull @.str.7, ptr noundef nonnull %6) #5
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %31

23:                                               ; preds = %20, %23
  %24 = phi i32 [ %25, %23 ], [ 0, %20 ]
  %25 = add nuw nsw i32 %24, 1
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %24, ptr noundef nonnull %6)
  %27 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %18, ptr noundef nonnull @.str.7, ptr noundef nonnull %6) #5
  %28 = icmp eq i32 %27, 1
  %29 = icmp ult i32 %24, 2
  %30 = and i1 %28, %29
  br i1 %30, label %23, label %31, !llvm.loop !9

31:                                               ; preds = %23, %20
  %32 = phi i32 [ 0, %20 ], [ %25, %23 ]
  %33 = call i32 @fgetc(ptr noundef nonnull %18)
  %34 = call i32 @ungetc(i32 noundef %33, ptr noundef nonnull %18)
  %35 = call i32 (ptr, ptr, ...) @my_vfscanf(ptr noundef nonnull %18, ptr nonnull poison, ptr noundef nonnull %6)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %35, ptr noundef nonnull %6)
  br label %37

37:                                               ; preds = %37, %31
  %38 = phi i32 [ %32, %31 ], [ %41, %37 ]
  %39 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %18, ptr noundef nonnull @.str.7, ptr noundef nonnull %6) #5
  %40 = icmp eq i32 %39, 1
  %41 = add nuw nsw i32 %38, 1
  br i1 %40, label %37, label %42, !llvm.loop !11

42:                                               ; preds = %37
  %43 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %18, ptr noundef nonnull @.str.7, ptr noundef nonnull %6) #5
  %44 = call i32 @feof(ptr noundef nonnull %18) #5
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %38, i32 noundef %43, i32 noundef %46)
  %48 = call i32 @fclose(ptr noundef nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #5
  store i32 -1, ptr %7, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %52, %42
  %50 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef nonnull @.str.12, ptr noundef nonnull %7)
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %49
  %53 = load ptr, ptr @stdin, align 8, !tbaa !5
  %54 = call i32 @getc(ptr noundef %53)
  %55 = icmp eq i32 %54, -1
  br i1 %55, label %56, label %49, !llvm.loop !14

56:                                               ; preds = %49, %52
  %57 = load i32, ptr %7, align 4, !tbaa !12
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %50, i32 noundef %57)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #5
  br label %59

59:                                               ; preds = %2, %56
  %60 = phi i32 [ 0, %56 ], [ 1, %2 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  ret i32 %60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_scanf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i32 @my_vscanf(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 @__isoc99_vscanf(ptr noundef nonnull @.str.3, ptr noundef nonnull %2) #5
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #2

declare i32 @__isoc99_fscanf(ptr noundef, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i32 @my_vfscanf(ptr noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @__isoc99_vfscanf(ptr noundef %0, ptr noundef nonnull @.str.9, ptr noundef nonnull %3) #5
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @getc(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

declare i32 @__isoc99_vscanf(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare i32 @__isoc99_vfscanf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}

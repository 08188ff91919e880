; ModuleID = 'wide_stdio.c'
source_filename = "wide_stdio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [12 x i8] c"%s/wide.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"new stream: fwide %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"fputwc 'A': %d, now %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"fputc on it: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"fputs on it: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"bytes\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"fputws: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i32] [i32 119, i32 105, i32 100, i32 101, i32 32, i32 108, i32 105, i32 110, i32 101, i32 10, i32 0], align 4
@.str.9 = private unnamed_addr constant [38 x i8] c"fputwc 0xe9: %s, errno %d, ferror %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"WEOF\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"putwc 'z': %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"fwide(f, -5): %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"fgetwc on a byte stream: %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"a char\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"fgetc: '%c'\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"read wide:\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"\0Aat the end: feof %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"ungetwc: %d, again %d\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.22 = private unnamed_addr constant [19 x i8] c"stdout before: %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [18 x i32] [i32 102, i32 112, i32 117, i32 116, i32 119, i32 115, i32 32, i32 111, i32 110, i32 32, i32 115, i32 116, i32 100, i32 111, i32 117, i32 116, i32 10, i32 0], align 4
@str = private unnamed_addr constant [30 x i8] c"printf on wide stdout is lost\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [256 x i8], align 16
  %4 = getelementptr inbounds [256 x i8], [256 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %4) #8
  %5 = getelementptr inbounds i8*, i8** %1, i64 2
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  %7 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %4, i64 noundef 256, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef %6) #8
  %8 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  %9 = icmp eq %struct._IO_FILE* %8, null
  br i1 %9, label %75, label %10

10:                                               ; preds = %2
  %11 = tail call i32 @fwide(%struct._IO_FILE* noundef nonnull %8, i32 noundef 0) #8
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %11)
  %13 = tail call i32 @fputwc(i32 noundef 65, %struct._IO_FILE* noundef nonnull %8) #8
  %14 = tail call i32 @fwide(%struct._IO_FILE* noundef nonnull %8, i32 noundef 0) #8
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0), i32 noundef %13, i32 noundef %14)
  %16 = tail call i32 @fputc(i32 noundef 98, %struct._IO_FILE* noundef nonnull %8)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %16)
  %18 = tail call i32 @fputs(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), %struct._IO_FILE* noundef nonnull %8)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %18)
  %20 = tail call i32 @fputws(i32* noundef getelementptr inbounds ([11 x i32], [11 x i32]* @.str.8, i64 0, i64 0), %struct._IO_FILE* noundef nonnull %8) #8
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %20)
  %22 = tail call i32* @__errno_location() #9
  store i32 0, i32* %22, align 4, !tbaa !9
  %23 = tail call i32 @fputwc(i32 noundef 233, %struct._IO_FILE* noundef nonnull %8) #8
  %24 = icmp eq i32 %23, -1
  %25 = select i1 %24, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i64 0, i64 0)
  %26 = load i32, i32* %22, align 4, !tbaa !9
  %27 = tail call i32 @ferror(%struct._IO_FILE* noundef nonnull %8) #8
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i32
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.9, i64 0, i64 0), i8* noundef %25, i32 noundef %26, i32 noundef %29)
  tail call void @clearerr(%struct._IO_FILE* noundef nonnull %8) #8
  %31 = tail call i32 @putwc(i32 noundef 122, %struct._IO_FILE* noundef nonnull %8) #8
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %31)
  %33 = tail call i32 @fclose(%struct._IO_FILE* noundef nonnull %8)
  %34 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  %35 = tail call i32 @fwide(%struct._IO_FILE* noundef %34, i32 noundef -5) #8
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %35)
  %37 = tail call i32 @fgetwc(%struct._IO_FILE* noundef %34) #8
  %38 = icmp eq i32 %37, -1
  %39 = select i1 %38, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.15, i64 0, i64 0), i8* noundef %39)
  %41 = tail call i32 @fgetc(%struct._IO_FILE* noundef %34)
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0), i32 noundef %41)
  %43 = tail call i32 @fclose(%struct._IO_FILE* noundef %34)
  %44 = call noalias %struct._IO_FILE* @fopen(i8* noundef nonnull %4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i64 0, i64 0))
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0))
  %46 = tail call i32 @getwc(%struct._IO_FILE* noundef %44) #8
  %47 = icmp eq i32 %46, -1
  br i1 %47, label %53, label %48

48:                                               ; preds = %10, %48
  %49 = phi i32 [ %51, %48 ], [ %46, %10 ]
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef %49)
  %51 = tail call i32 @getwc(%struct._IO_FILE* noundef %44) #8
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %53, label %48, !llvm.loop !11

53:                                               ; preds = %48, %10
  %54 = tail call i32 @feof(%struct._IO_FILE* noundef %44) #8
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.20, i64 0, i64 0), i32 noundef %56)
  tail call void @rewind(%struct._IO_FILE* noundef %44)
  %58 = tail call i32 @fgetwc(%struct._IO_FILE* noundef %44) #8
  %59 = tail call i32 @ungetwc(i32 noundef %58, %struct._IO_FILE* noundef %44) #8
  %60 = tail call i32 @fgetwc(%struct._IO_FILE* noundef %44) #8
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0), i32 noundef %59, i32 noundef %60)
  %62 = tail call i32 @fclose(%struct._IO_FILE* noundef %44)
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %64 = tail call i32 @fflush(%struct._IO_FILE* noundef %63)
  %65 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %66 = tail call i32 @fwide(%struct._IO_FILE* noundef %65, i32 noundef 0) #8
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i32 noundef %66)
  %68 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %69 = tail call i32 @fflush(%struct._IO_FILE* noundef %68)
  %70 = tail call i32 @putwchar(i32 noundef 87) #8
  %71 = tail call i32 @putwchar(i32 noundef 10) #8
  %72 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @str, i64 0, i64 0))
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %74 = tail call i32 @fputws(i32* noundef getelementptr inbounds ([18 x i32], [18 x i32]* @.str.24, i64 0, i64 0), %struct._IO_FILE* noundef %73) #8
  br label %75

75:                                               ; preds = %2, %53
  %76 = phi i32 [ 0, %53 ], [ 1, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %4) #8
  ret i32 %76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fopen(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @fwide(%struct._IO_FILE* noundef, i32 noundef) local_unnamed_addr #3

declare i32 @fputwc(i32 noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(i8* nocapture noundef readonly, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @fputws(i32* noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind readonly
declare noundef i32 @ferror(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @clearerr(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @putwc(i32 noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @fgetwc(%struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @getwc(%struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @feof(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare void @rewind(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @ungetwc(i32 noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i32 @putwchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'wide_stdio.c'
source_filename = "wide_stdio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@stdout = external local_unnamed_addr global ptr, align 8
@.str.22 = private unnamed_addr constant [19 x i8] c"stdout before: %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [18 x i32] [i32 102, i32 112, i32 117, i32 116, i32 119, i32 115, i32 32, i32 111, i32 110, i32 32, i32 115, i32 116, i32 100, i32 111, i32 117, i32 116, i32 10, i32 0], align 4
@str = private unnamed_addr constant [30 x i8] c"printf on wide stdout is lost\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [256 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 256, ptr noundef nonnull @.str, ptr noundef %5) #8
  %7 = call noalias ptr @fopen(ptr noundef nonnull %3, ptr noundef nonnull @.str.1)
  %8 = icmp eq ptr %7, null
  br i1 %8, label %74, label %9

9:                                                ; preds = %2
  %10 = tail call i32 @fwide(ptr noundef nonnull %7, i32 noundef 0) #8
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10)
  %12 = tail call i32 @fputwc(i32 noundef 65, ptr noundef nonnull %7) #8
  %13 = tail call i32 @fwide(ptr noundef nonnull %7, i32 noundef 0) #8
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %12, i32 noundef %13)
  %15 = tail call i32 @fputc(i32 noundef 98, ptr noundef nonnull %7)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %15)
  %17 = tail call i32 @fputs(ptr noundef nonnull @.str.6, ptr noundef nonnull %7)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17)
  %19 = tail call i32 @fputws(ptr noundef nonnull @.str.8, ptr noundef nonnull %7) #8
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %19)
  %21 = tail call ptr @__errno_location() #9
  store i32 0, ptr %21, align 4, !tbaa !9
  %22 = tail call i32 @fputwc(i32 noundef 233, ptr noundef nonnull %7) #8
  %23 = icmp eq i32 %22, -1
  %24 = select i1 %23, ptr @.str.10, ptr @.str.11
  %25 = load i32, ptr %21, align 4, !tbaa !9
  %26 = tail call i32 @ferror(ptr noundef nonnull %7) #8
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %24, i32 noundef %25, i32 noundef %28)
  tail call void @clearerr(ptr noundef nonnull %7) #8
  %30 = tail call i32 @putwc(i32 noundef 122, ptr noundef nonnull %7) #8
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %30)
  %32 = tail call i32 @fclose(ptr noundef nonnull %7)
  %33 = call noalias ptr @fopen(ptr noundef nonnull %3, ptr noundef nonnull @.str.13)
  %34 = tail call i32 @fwide(ptr noundef %33, i32 noundef -5) #8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %34)
  %36 = tail call i32 @fgetwc(ptr noundef %33) #8
  %37 = icmp eq i32 %36, -1
  %38 = select i1 %37, ptr @.str.10, ptr @.str.16
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %38)
  %40 = tail call i32 @fgetc(ptr noundef %33)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %40)
  %42 = tail call i32 @fclose(ptr noundef %33)
  %43 = call noalias ptr @fopen(ptr noundef nonnull %3, ptr noundef nonnull @.str.13)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  %45 = tail call i32 @getwc(ptr noundef %43) #8
  %46 = icmp eq i32 %45, -1
  br i1 %46, label %52, label %47

47:                                               ; preds = %9, %47
  %48 = phi i32 [ %50, %47 ], [ %45, %9 ]
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %48)
  %50 = tail call i32 @getwc(ptr noundef %43) #8
  %51 = icmp eq i32 %50, -1
  br i1 %51, label %52, label %47, !llvm.loop !11

52:                                               ; preds = %47, %9
  %53 = tail call i32 @feof(ptr noundef %43) #8
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %55)
  tail call void @rewind(ptr noundef %43)
  %57 = tail call i32 @fgetwc(ptr noundef %43) #8
  %58 = tail call i32 @ungetwc(i32 noundef %57, ptr noundef %43) #8
  %59 = tail call i32 @fgetwc(ptr noundef %43) #8
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %58, i32 noundef %59)
  %61 = tail call i32 @fclose(ptr noundef %43)
  %62 = load ptr, ptr @stdout, align 8, !tbaa !5
  %63 = tail call i32 @fflush(ptr noundef %62)
  %64 = load ptr, ptr @stdout, align 8, !tbaa !5
  %65 = tail call i32 @fwide(ptr noundef %64, i32 noundef 0) #8
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %65)
  %67 = load ptr, ptr @stdout, align 8, !tbaa !5
  %68 = tail call i32 @fflush(ptr noundef %67)
  %69 = tail call i32 @putwchar(i32 noundef 87) #8
  %70 = tail call i32 @putwchar(i32 noundef 10) #8
  %71 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %72 = load ptr, ptr @stdout, align 8, !tbaa !5
  %73 = tail call i32 @fputws(ptr noundef nonnull @.str.24, ptr noundef %72) #8
  br label %74

74:                                               ; preds = %2, %52
  %75 = phi i32 [ 0, %52 ], [ 1, %2 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8
  ret i32 %75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @fwide(ptr noundef, i32 noundef) local_unnamed_addr #3

declare i32 @fputwc(i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

declare i32 @fputws(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @clearerr(ptr nocapture noundef) local_unnamed_addr #2

declare i32 @putwc(i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #2

declare i32 @fgetwc(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fgetc(ptr nocapture noundef) local_unnamed_addr #2

declare i32 @getwc(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @feof(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare void @rewind(ptr nocapture noundef) local_unnamed_addr #2

declare i32 @ungetwc(i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #2

declare i32 @putwchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

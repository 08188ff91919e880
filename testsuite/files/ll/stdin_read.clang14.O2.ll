; ModuleID = 'stdin_read.c'
source_filename = "stdin_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [12 x i8] c"first '%c'\0A\00", align 1
@stdin = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [9 x i8] c"line: %s\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fread %zu '%s'\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"getline %zd, capacity %zu: %s\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"getdelim %zd: '%s'\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"long getline %zd, capacity %zu\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [18 x i8] c"feof_unlocked %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 16
  %2 = alloca [6 x i8], align 1
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %6 = tail call i32 @getc(%struct._IO_FILE* noundef %5) #6
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %6)
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %9 = tail call i32 @ungetc(i32 noundef %6, %struct._IO_FILE* noundef %8)
  %10 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %10) #6
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %12 = call i8* @fgets(i8* noundef nonnull %10, i32 noundef 32, %struct._IO_FILE* noundef %11)
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef %12)
  %14 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %14) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %14, i8 0, i64 6, i1 false)
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %16 = call i64 @fread(i8* noundef nonnull %14, i64 noundef 1, i64 noundef 5, %struct._IO_FILE* noundef %15)
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %16, i8* noundef nonnull %14)
  %18 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18) #6
  store i8* null, i8** %3, align 8, !tbaa !5
  %19 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #6
  store i64 0, i64* %4, align 8, !tbaa !9
  %20 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %21 = call i64 @getline(i8** noundef nonnull %3, i64* noundef nonnull %4, %struct._IO_FILE* noundef %20) #6
  %22 = load i64, i64* %4, align 8, !tbaa !9
  %23 = load i8*, i8** %3, align 8, !tbaa !5
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i64 noundef %21, i64 noundef %22, i8* noundef %23)
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %26 = call i64 @getdelim(i8** noundef nonnull %3, i64* noundef nonnull %4, i32 noundef 32, %struct._IO_FILE* noundef %25) #6
  %27 = load i8*, i8** %3, align 8, !tbaa !5
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i64 noundef %26, i8* noundef %27)
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %30 = call i64 @getline(i8** noundef nonnull %3, i64* noundef nonnull %4, %struct._IO_FILE* noundef %29) #6
  %31 = load i64, i64* %4, align 8, !tbaa !9
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.5, i64 0, i64 0), i64 noundef %30, i64 noundef %31)
  %33 = load i8*, i8** %3, align 8, !tbaa !5
  call void @free(i8* noundef %33) #6
  br label %34

34:                                               ; preds = %61, %0
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %36 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %35, i64 0, i32 1
  %37 = load i8*, i8** %36, align 8, !tbaa !11
  %38 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %35, i64 0, i32 2
  %39 = load i8*, i8** %38, align 8, !tbaa !15
  %40 = icmp ult i8* %37, %39
  br i1 %40, label %43, label %41, !prof !16

41:                                               ; preds = %34
  %42 = call i32 @__uflow(%struct._IO_FILE* noundef nonnull %35) #6
  br label %47

43:                                               ; preds = %34
  %44 = getelementptr inbounds i8, i8* %37, i64 1
  store i8* %44, i8** %36, align 8, !tbaa !11
  %45 = load i8, i8* %37, align 1, !tbaa !17
  %46 = zext i8 %45 to i32
  br label %47

47:                                               ; preds = %41, %43
  %48 = phi i32 [ %42, %41 ], [ %46, %43 ]
  switch i32 %48, label %49 [
    i32 -1, label %65
    i32 10, label %65
  ]

49:                                               ; preds = %47
  %50 = icmp eq i32 %48, 32
  %51 = select i1 %50, i32 95, i32 %48
  %52 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %53 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %52, i64 0, i32 5
  %54 = load i8*, i8** %53, align 8, !tbaa !18
  %55 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %52, i64 0, i32 6
  %56 = load i8*, i8** %55, align 8, !tbaa !19
  %57 = icmp ult i8* %54, %56
  br i1 %57, label %62, label %58, !prof !16

58:                                               ; preds = %49
  %59 = and i32 %51, 255
  %60 = call i32 @__overflow(%struct._IO_FILE* noundef nonnull %52, i32 noundef %59) #6
  br label %61

61:                                               ; preds = %58, %62
  br label %34, !llvm.loop !20

62:                                               ; preds = %49
  %63 = trunc i32 %51 to i8
  %64 = getelementptr inbounds i8, i8* %54, i64 1
  store i8* %64, i8** %53, align 8, !tbaa !18
  store i8 %63, i8* %54, align 1, !tbaa !17
  br label %61

65:                                               ; preds = %47, %47
  %66 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %67 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %66, i64 0, i32 5
  %68 = load i8*, i8** %67, align 8, !tbaa !18
  %69 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %66, i64 0, i32 6
  %70 = load i8*, i8** %69, align 8, !tbaa !19
  %71 = icmp ult i8* %68, %70
  br i1 %71, label %74, label %72, !prof !16

72:                                               ; preds = %65
  %73 = call i32 @__overflow(%struct._IO_FILE* noundef nonnull %66, i32 noundef 10) #6
  br label %76

74:                                               ; preds = %65
  %75 = getelementptr inbounds i8, i8* %68, i64 1
  store i8* %75, i8** %67, align 8, !tbaa !18
  store i8 10, i8* %68, align 1, !tbaa !17
  br label %76

76:                                               ; preds = %72, %74
  %77 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %78 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %77, i64 0, i32 0
  %79 = load i32, i32* %78, align 8, !tbaa !22
  %80 = lshr i32 %79, 4
  %81 = and i32 %80, 1
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %81)
  %83 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %84 = call i32 @getc(%struct._IO_FILE* noundef %83)
  %85 = icmp eq i32 %84, -1
  br i1 %85, label %106, label %86

86:                                               ; preds = %76, %100
  %87 = phi i32 [ %104, %100 ], [ %84, %76 ]
  %88 = phi i32 [ %92, %100 ], [ 0, %76 ]
  %89 = phi i32 [ %102, %100 ], [ 0, %76 ]
  %90 = phi i32 [ %95, %100 ], [ 0, %76 ]
  %91 = phi i32 [ %101, %100 ], [ 0, %76 ]
  %92 = add nuw nsw i32 %88, 1
  %93 = icmp eq i32 %87, 10
  %94 = zext i1 %93 to i32
  %95 = add nuw nsw i32 %90, %94
  switch i32 %87, label %96 [
    i32 32, label %100
    i32 10, label %100
  ]

96:                                               ; preds = %86
  %97 = icmp eq i32 %89, 0
  %98 = zext i1 %97 to i32
  %99 = add nsw i32 %91, %98
  br label %100

100:                                              ; preds = %96, %86, %86
  %101 = phi i32 [ %91, %86 ], [ %99, %96 ], [ %91, %86 ]
  %102 = phi i32 [ 0, %86 ], [ 1, %96 ], [ 0, %86 ]
  %103 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %104 = call i32 @getc(%struct._IO_FILE* noundef %103)
  %105 = icmp eq i32 %104, -1
  br i1 %105, label %106, label %86, !llvm.loop !23

106:                                              ; preds = %100, %76
  %107 = phi i32 [ 0, %76 ], [ %101, %100 ]
  %108 = phi i32 [ 0, %76 ], [ %95, %100 ]
  %109 = phi i32 [ 0, %76 ], [ %92, %100 ]
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.7, i64 0, i64 0), i32 noundef %109, i32 noundef %108, i32 noundef %107)
  %111 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %112 = call i32 @feof(%struct._IO_FILE* noundef %111) #6
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %116 = call i32 @getc(%struct._IO_FILE* noundef %115) #6
  %117 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.8, i64 0, i64 0), i32 noundef %114, i32 noundef %116)
  %118 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %119 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %118, i64 0, i32 0
  %120 = load i32, i32* %119, align 8, !tbaa !22
  %121 = lshr i32 %120, 4
  %122 = and i32 %121, 1
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %122)
  store i8* null, i8** %3, align 8, !tbaa !5
  store i64 0, i64* %4, align 8, !tbaa !9
  %124 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !tbaa !5
  %125 = call i64 @getline(i8** noundef nonnull %3, i64* noundef nonnull %4, %struct._IO_FILE* noundef %124) #6
  %126 = load i64, i64* %4, align 8, !tbaa !9
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.9, i64 0, i64 0), i64 noundef %125, i64 noundef %126)
  %128 = load i8*, i8** %3, align 8, !tbaa !5
  call void @free(i8* noundef %128) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18) #6
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %14) #6
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %10) #6
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @ungetc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i64 @fread(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

declare i64 @getline(i8** noundef, i64* noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

declare i64 @getdelim(i8** noundef, i64* noundef, i32 noundef, %struct._IO_FILE* noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @getc(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @feof(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__uflow(%struct._IO_FILE* noundef) local_unnamed_addr #4

declare i32 @__overflow(%struct._IO_FILE* noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !6, i64 8}
!12 = !{!"_IO_FILE", !13, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !6, i64 88, !6, i64 96, !6, i64 104, !13, i64 112, !13, i64 116, !10, i64 120, !14, i64 128, !7, i64 130, !7, i64 131, !6, i64 136, !10, i64 144, !6, i64 152, !6, i64 160, !6, i64 168, !6, i64 176, !10, i64 184, !13, i64 192, !7, i64 196}
!13 = !{!"int", !7, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!12, !6, i64 16}
!16 = !{!"branch_weights", i32 2000, i32 1}
!17 = !{!7, !7, i64 0}
!18 = !{!12, !6, i64 40}
!19 = !{!12, !6, i64 48}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!12, !13, i64 0}
!23 = distinct !{!23, !21}

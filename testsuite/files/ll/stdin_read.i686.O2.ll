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
@stdout = external local_unnamed_addr global ptr, align 4
@.str.6 = private unnamed_addr constant [18 x i8] c"feof_unlocked %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"rest: %d chars, %d lines, %d words\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"feof %d, getchar %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [38 x i8] c"getline at the end %zd, capacity %zu\0A\00", align 1

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
  br label %30

30:                                               ; preds = %57, %0
  %31 = load ptr, ptr @stdin, align 4, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %31, i32 4
  %33 = load ptr, ptr %32, align 4, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %31, i32 8
  %35 = load ptr, ptr %34, align 4, !tbaa !17
  %36 = icmp ult ptr %33, %35
  br i1 %36, label %39, label %37, !prof !18

37:                                               ; preds = %30
  %38 = call i32 @__uflow(ptr noundef nonnull %31) #6
  br label %43

39:                                               ; preds = %30
  %40 = getelementptr inbounds i8, ptr %33, i32 1
  store ptr %40, ptr %32, align 4, !tbaa !12
  %41 = load i8, ptr %33, align 1, !tbaa !19
  %42 = zext i8 %41 to i32
  br label %43

43:                                               ; preds = %37, %39
  %44 = phi i32 [ %38, %37 ], [ %42, %39 ]
  switch i32 %44, label %45 [
    i32 -1, label %61
    i32 10, label %61
  ]

45:                                               ; preds = %43
  %46 = icmp eq i32 %44, 32
  %47 = select i1 %46, i32 95, i32 %44
  %48 = load ptr, ptr @stdout, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %48, i32 20
  %50 = load ptr, ptr %49, align 4, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %48, i32 24
  %52 = load ptr, ptr %51, align 4, !tbaa !21
  %53 = icmp ult ptr %50, %52
  br i1 %53, label %58, label %54, !prof !18

54:                                               ; preds = %45
  %55 = and i32 %47, 255
  %56 = call i32 @__overflow(ptr noundef nonnull %48, i32 noundef %55) #6
  br label %57

57:                                               ; preds = %54, %58
  br label %30, !llvm.loop !22

58:                                               ; preds = %45
  %59 = trunc i32 %47 to i8
  %60 = getelementptr inbounds i8, ptr %50, i32 1
  store ptr %60, ptr %49, align 4, !tbaa !20
  store i8 %59, ptr %50, align 1, !tbaa !19
  br label %57

61:                                               ; preds = %43, %43
  %62 = load ptr, ptr @stdout, align 4, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %62, i32 20
  %64 = load ptr, ptr %63, align 4, !tbaa !20
  %65 = getelementptr inbounds i8, ptr %62, i32 24
  %66 = load ptr, ptr %65, align 4, !tbaa !21
  %67 = icmp ult ptr %64, %66
  br i1 %67, label %70, label %68, !prof !18

68:                                               ; preds = %61
  %69 = call i32 @__overflow(ptr noundef nonnull %62, i32 noundef 10) #6
  br label %72

70:                                               ; preds = %61
  %71 = getelementptr inbounds i8, ptr %64, i32 1
  store ptr %71, ptr %63, align 4, !tbaa !20
  store i8 10, ptr %64, align 1, !tbaa !19
  br label %72

72:                                               ; preds = %68, %70
  %73 = load ptr, ptr @stdin, align 4, !tbaa !6
  %74 = load i32, ptr %73, align 4, !tbaa !24
  %75 = lshr i32 %74, 4
  %76 = and i32 %75, 1
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %76)
  %78 = load ptr, ptr @stdin, align 4, !tbaa !6
  %79 = call i32 @getc(ptr noundef %78)
  %80 = icmp eq i32 %79, -1
  br i1 %80, label %101, label %81

81:                                               ; preds = %72, %95
  %82 = phi i32 [ %99, %95 ], [ %79, %72 ]
  %83 = phi i32 [ %87, %95 ], [ 0, %72 ]
  %84 = phi i32 [ %97, %95 ], [ 0, %72 ]
  %85 = phi i32 [ %90, %95 ], [ 0, %72 ]
  %86 = phi i32 [ %96, %95 ], [ 0, %72 ]
  %87 = add nuw nsw i32 %83, 1
  %88 = icmp eq i32 %82, 10
  %89 = zext i1 %88 to i32
  %90 = add nuw nsw i32 %85, %89
  switch i32 %82, label %91 [
    i32 32, label %95
    i32 10, label %95
  ]

91:                                               ; preds = %81
  %92 = icmp eq i32 %84, 0
  %93 = zext i1 %92 to i32
  %94 = add nsw i32 %86, %93
  br label %95

95:                                               ; preds = %91, %81, %81
  %96 = phi i32 [ %86, %81 ], [ %94, %91 ], [ %86, %81 ]
  %97 = phi i32 [ 0, %81 ], [ 1, %91 ], [ 0, %81 ]
  %98 = load ptr, ptr @stdin, align 4, !tbaa !6
  %99 = call i32 @getc(ptr noundef %98)
  %100 = icmp eq i32 %99, -1
  br i1 %100, label %101, label %81, !llvm.loop !25

101:                                              ; preds = %95, %72
  %102 = phi i32 [ 0, %72 ], [ %96, %95 ]
  %103 = phi i32 [ 0, %72 ], [ %90, %95 ]
  %104 = phi i32 [ 0, %72 ], [ %87, %95 ]
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %104, i32 noundef %103, i32 noundef %102)
  %106 = load ptr, ptr @stdin, align 4, !tbaa !6
  %107 = call i32 @feof(ptr noundef %106) #6
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = load ptr, ptr @stdin, align 4, !tbaa !6
  %111 = call i32 @getc(ptr noundef %110)
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %109, i32 noundef %111)
  %113 = load ptr, ptr @stdin, align 4, !tbaa !6
  %114 = load i32, ptr %113, align 4, !tbaa !24
  %115 = lshr i32 %114, 4
  %116 = and i32 %115, 1
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %116)
  store ptr null, ptr %3, align 4, !tbaa !6
  store i32 0, ptr %4, align 4, !tbaa !10
  %118 = load ptr, ptr @stdin, align 4, !tbaa !6
  %119 = call i32 @getline(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef %118) #6
  %120 = load i32, ptr %4, align 4, !tbaa !10
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %119, i32 noundef %120)
  %122 = load ptr, ptr %3, align 4, !tbaa !6
  call void @free(ptr noundef %122) #6
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

declare i32 @__uflow(ptr noundef) local_unnamed_addr #4

declare i32 @__overflow(ptr noundef, i32 noundef) local_unnamed_addr #4

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
!12 = !{!13, !7, i64 4}
!13 = !{!"_IO_FILE", !11, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !7, i64 36, !7, i64 40, !7, i64 44, !7, i64 48, !7, i64 52, !11, i64 56, !11, i64 60, !14, i64 64, !15, i64 68, !8, i64 70, !8, i64 71, !7, i64 72, !16, i64 76, !7, i64 84, !7, i64 88, !7, i64 92, !7, i64 96, !11, i64 100, !11, i64 104, !8, i64 108}
!14 = !{!"long", !8, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = !{!13, !7, i64 8}
!18 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!19 = !{!8, !8, i64 0}
!20 = !{!13, !7, i64 20}
!21 = !{!13, !7, i64 24}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!13, !11, i64 0}
!25 = distinct !{!25, !23}

; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.2 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  %4 = tail call dereferenceable_or_null(16) i8* @malloc(i64 noundef 16)
  store volatile i8* %4, i8** %1, align 8, !tbaa !10
  %5 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 16, i32* %2, align 4, !tbaa !14
  %6 = load volatile i8*, i8** %1, align 8, !tbaa !10
  store i8 0, i8* %6, align 1, !tbaa !16
  %7 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  store i8 1, i8* %8, align 1, !tbaa !16
  %9 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, i8* %9, i64 2
  store i8 2, i8* %10, align 1, !tbaa !16
  %11 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %12 = getelementptr inbounds i8, i8* %11, i64 3
  store i8 3, i8* %12, align 1, !tbaa !16
  %13 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %14 = getelementptr inbounds i8, i8* %13, i64 4
  store i8 4, i8* %14, align 1, !tbaa !16
  %15 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %16 = getelementptr inbounds i8, i8* %15, i64 5
  store i8 5, i8* %16, align 1, !tbaa !16
  %17 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %18 = getelementptr inbounds i8, i8* %17, i64 6
  store i8 6, i8* %18, align 1, !tbaa !16
  %19 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, i8* %19, i64 7
  store i8 7, i8* %20, align 1, !tbaa !16
  %21 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %22 = getelementptr inbounds i8, i8* %21, i64 8
  store i8 8, i8* %22, align 1, !tbaa !16
  %23 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %24 = getelementptr inbounds i8, i8* %23, i64 9
  store i8 9, i8* %24, align 1, !tbaa !16
  %25 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %26 = getelementptr inbounds i8, i8* %25, i64 10
  store i8 10, i8* %26, align 1, !tbaa !16
  %27 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %28 = getelementptr inbounds i8, i8* %27, i64 11
  store i8 11, i8* %28, align 1, !tbaa !16
  %29 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, i8* %29, i64 12
  store i8 12, i8* %30, align 1, !tbaa !16
  %31 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, i8* %31, i64 13
  store i8 13, i8* %32, align 1, !tbaa !16
  %33 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %34 = getelementptr inbounds i8, i8* %33, i64 14
  store i8 14, i8* %34, align 1, !tbaa !16
  %35 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %36 = getelementptr inbounds i8, i8* %35, i64 15
  store i8 15, i8* %36, align 1, !tbaa !16
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0))
  %38 = load volatile i8*, i8** %1, align 8, !tbaa !10
  %39 = load volatile i32, i32* %2, align 4, !tbaa !14
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, i8* %38, i64 %40
  store i8 1, i8* %41, align 1, !tbaa !16
  %42 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.2, i64 0, i64 0))
  %43 = load volatile i8*, i8** %1, align 8, !tbaa !10
  tail call void @free(i8* noundef %43)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!12, !12, i64 0}

; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  %4 = tail call dereferenceable_or_null(16) i8* @malloc(i64 noundef 16)
  store volatile i8* %4, i8** %1, align 8, !tbaa !4
  %5 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 16, i32* %2, align 4, !tbaa !8
  %6 = load volatile i8*, i8** %1, align 8, !tbaa !4
  store i8 0, i8* %6, align 1, !tbaa !10
  %7 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  store i8 1, i8* %8, align 1, !tbaa !10
  %9 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %10 = getelementptr inbounds i8, i8* %9, i64 2
  store i8 2, i8* %10, align 1, !tbaa !10
  %11 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %12 = getelementptr inbounds i8, i8* %11, i64 3
  store i8 3, i8* %12, align 1, !tbaa !10
  %13 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %14 = getelementptr inbounds i8, i8* %13, i64 4
  store i8 4, i8* %14, align 1, !tbaa !10
  %15 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %16 = getelementptr inbounds i8, i8* %15, i64 5
  store i8 5, i8* %16, align 1, !tbaa !10
  %17 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %18 = getelementptr inbounds i8, i8* %17, i64 6
  store i8 6, i8* %18, align 1, !tbaa !10
  %19 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %20 = getelementptr inbounds i8, i8* %19, i64 7
  store i8 7, i8* %20, align 1, !tbaa !10
  %21 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %22 = getelementptr inbounds i8, i8* %21, i64 8
  store i8 8, i8* %22, align 1, !tbaa !10
  %23 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %24 = getelementptr inbounds i8, i8* %23, i64 9
  store i8 9, i8* %24, align 1, !tbaa !10
  %25 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %26 = getelementptr inbounds i8, i8* %25, i64 10
  store i8 10, i8* %26, align 1, !tbaa !10
  %27 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %28 = getelementptr inbounds i8, i8* %27, i64 11
  store i8 11, i8* %28, align 1, !tbaa !10
  %29 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %30 = getelementptr inbounds i8, i8* %29, i64 12
  store i8 12, i8* %30, align 1, !tbaa !10
  %31 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %32 = getelementptr inbounds i8, i8* %31, i64 13
  store i8 13, i8* %32, align 1, !tbaa !10
  %33 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %34 = getelementptr inbounds i8, i8* %33, i64 14
  store i8 14, i8* %34, align 1, !tbaa !10
  %35 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %36 = getelementptr inbounds i8, i8* %35, i64 15
  store i8 15, i8* %36, align 1, !tbaa !10
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0))
  %38 = load volatile i8*, i8** %1, align 8, !tbaa !4
  %39 = load volatile i32, i32* %2, align 4, !tbaa !8
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, i8* %38, i64 %40
  store i8 1, i8* %41, align 1, !tbaa !10
  %42 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0))
  %43 = load volatile i8*, i8** %1, align 8, !tbaa !4
  tail call void @free(i8* noundef %43)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = !{!6, !6, i64 0}

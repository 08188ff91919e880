; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  %4 = tail call dereferenceable_or_null(16) i8* @malloc(i32 noundef 16)
  store volatile i8* %4, i8** %1, align 4, !tbaa !3
  %5 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 16, i32* %2, align 4, !tbaa !7
  %6 = load volatile i8*, i8** %1, align 4, !tbaa !3
  store i8 0, i8* %6, align 1, !tbaa !9
  %7 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 1, i8* %8, align 1, !tbaa !9
  %9 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %10 = getelementptr inbounds i8, i8* %9, i32 2
  store i8 2, i8* %10, align 1, !tbaa !9
  %11 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %12 = getelementptr inbounds i8, i8* %11, i32 3
  store i8 3, i8* %12, align 1, !tbaa !9
  %13 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8 4, i8* %14, align 1, !tbaa !9
  %15 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %16 = getelementptr inbounds i8, i8* %15, i32 5
  store i8 5, i8* %16, align 1, !tbaa !9
  %17 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %18 = getelementptr inbounds i8, i8* %17, i32 6
  store i8 6, i8* %18, align 1, !tbaa !9
  %19 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %20 = getelementptr inbounds i8, i8* %19, i32 7
  store i8 7, i8* %20, align 1, !tbaa !9
  %21 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %22 = getelementptr inbounds i8, i8* %21, i32 8
  store i8 8, i8* %22, align 1, !tbaa !9
  %23 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %24 = getelementptr inbounds i8, i8* %23, i32 9
  store i8 9, i8* %24, align 1, !tbaa !9
  %25 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %26 = getelementptr inbounds i8, i8* %25, i32 10
  store i8 10, i8* %26, align 1, !tbaa !9
  %27 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %28 = getelementptr inbounds i8, i8* %27, i32 11
  store i8 11, i8* %28, align 1, !tbaa !9
  %29 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %30 = getelementptr inbounds i8, i8* %29, i32 12
  store i8 12, i8* %30, align 1, !tbaa !9
  %31 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %32 = getelementptr inbounds i8, i8* %31, i32 13
  store i8 13, i8* %32, align 1, !tbaa !9
  %33 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %34 = getelementptr inbounds i8, i8* %33, i32 14
  store i8 14, i8* %34, align 1, !tbaa !9
  %35 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %36 = getelementptr inbounds i8, i8* %35, i32 15
  store i8 15, i8* %36, align 1, !tbaa !9
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0))
  %38 = load volatile i8*, i8** %1, align 4, !tbaa !3
  %39 = load volatile i32, i32* %2, align 4, !tbaa !7
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  store i8 1, i8* %40, align 1, !tbaa !9
  %41 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i32 0, i32 0))
  %42 = load volatile i8*, i8** %1, align 4, !tbaa !3
  tail call void @free(i8* noundef %42)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = !{!5, !5, i64 0}

; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.2 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nounwind
define hidden i32 @main() #0 {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i8** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  %4 = tail call dereferenceable_or_null(16) i8* @malloc(i32 noundef 16)
  store volatile i8* %4, i8** %1, align 4, !tbaa !2
  %5 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5)
  store volatile i32 16, i32* %2, align 4, !tbaa !6
  %6 = load volatile i8*, i8** %1, align 4, !tbaa !2
  store i8 0, i8* %6, align 1, !tbaa !8
  %7 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 1, i8* %8, align 1, !tbaa !8
  %9 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %10 = getelementptr inbounds i8, i8* %9, i32 2
  store i8 2, i8* %10, align 1, !tbaa !8
  %11 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %12 = getelementptr inbounds i8, i8* %11, i32 3
  store i8 3, i8* %12, align 1, !tbaa !8
  %13 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8 4, i8* %14, align 1, !tbaa !8
  %15 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %16 = getelementptr inbounds i8, i8* %15, i32 5
  store i8 5, i8* %16, align 1, !tbaa !8
  %17 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %18 = getelementptr inbounds i8, i8* %17, i32 6
  store i8 6, i8* %18, align 1, !tbaa !8
  %19 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %20 = getelementptr inbounds i8, i8* %19, i32 7
  store i8 7, i8* %20, align 1, !tbaa !8
  %21 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %22 = getelementptr inbounds i8, i8* %21, i32 8
  store i8 8, i8* %22, align 1, !tbaa !8
  %23 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %24 = getelementptr inbounds i8, i8* %23, i32 9
  store i8 9, i8* %24, align 1, !tbaa !8
  %25 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %26 = getelementptr inbounds i8, i8* %25, i32 10
  store i8 10, i8* %26, align 1, !tbaa !8
  %27 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %28 = getelementptr inbounds i8, i8* %27, i32 11
  store i8 11, i8* %28, align 1, !tbaa !8
  %29 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %30 = getelementptr inbounds i8, i8* %29, i32 12
  store i8 12, i8* %30, align 1, !tbaa !8
  %31 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %32 = getelementptr inbounds i8, i8* %31, i32 13
  store i8 13, i8* %32, align 1, !tbaa !8
  %33 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %34 = getelementptr inbounds i8, i8* %33, i32 14
  store i8 14, i8* %34, align 1, !tbaa !8
  %35 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %36 = getelementptr inbounds i8, i8* %35, i32 15
  store i8 15, i8* %36, align 1, !tbaa !8
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i32 0, i32 0))
  %38 = load volatile i8*, i8** %1, align 4, !tbaa !2
  %39 = load volatile i32, i32* %2, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  store i8 1, i8* %40, align 1, !tbaa !8
  %41 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.2, i32 0, i32 0))
  %42 = load volatile i8*, i8** %1, align 4, !tbaa !2
  tail call void @free(i8* noundef %42)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
!8 = !{!4, !4, i64 0}

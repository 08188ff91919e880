; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.2 = private unnamed_addr constant [6 x i8] c"after\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %3 = tail call dereferenceable_or_null(16) ptr @malloc(i32 noundef 16) #5
  store volatile ptr %3, ptr %1, align 4, !tbaa !2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 16, ptr %2, align 4, !tbaa !6
  %4 = load volatile ptr, ptr %1, align 4, !tbaa !2
  store i8 0, ptr %4, align 1, !tbaa !8
  %5 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %5, i32 1
  store i8 1, ptr %6, align 1, !tbaa !8
  %7 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %8 = getelementptr inbounds i8, ptr %7, i32 2
  store i8 2, ptr %8, align 1, !tbaa !8
  %9 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %10 = getelementptr inbounds i8, ptr %9, i32 3
  store i8 3, ptr %10, align 1, !tbaa !8
  %11 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store i8 4, ptr %12, align 1, !tbaa !8
  %13 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %14 = getelementptr inbounds i8, ptr %13, i32 5
  store i8 5, ptr %14, align 1, !tbaa !8
  %15 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %16 = getelementptr inbounds i8, ptr %15, i32 6
  store i8 6, ptr %16, align 1, !tbaa !8
  %17 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %18 = getelementptr inbounds i8, ptr %17, i32 7
  store i8 7, ptr %18, align 1, !tbaa !8
  %19 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %20 = getelementptr inbounds i8, ptr %19, i32 8
  store i8 8, ptr %20, align 1, !tbaa !8
  %21 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %22 = getelementptr inbounds i8, ptr %21, i32 9
  store i8 9, ptr %22, align 1, !tbaa !8
  %23 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %24 = getelementptr inbounds i8, ptr %23, i32 10
  store i8 10, ptr %24, align 1, !tbaa !8
  %25 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %26 = getelementptr inbounds i8, ptr %25, i32 11
  store i8 11, ptr %26, align 1, !tbaa !8
  %27 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %28 = getelementptr inbounds i8, ptr %27, i32 12
  store i8 12, ptr %28, align 1, !tbaa !8
  %29 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %30 = getelementptr inbounds i8, ptr %29, i32 13
  store i8 13, ptr %30, align 1, !tbaa !8
  %31 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %32 = getelementptr inbounds i8, ptr %31, i32 14
  store i8 14, ptr %32, align 1, !tbaa !8
  %33 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %34 = getelementptr inbounds i8, ptr %33, i32 15
  store i8 15, ptr %34, align 1, !tbaa !8
  %35 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %36 = load volatile ptr, ptr %1, align 4, !tbaa !2
  %37 = load volatile i32, ptr %2, align 4, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %36, i32 %37
  store i8 1, ptr %38, align 1, !tbaa !8
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %40 = load volatile ptr, ptr %1, align 4, !tbaa !2
  tail call void @free(ptr noundef %40)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nofree nounwind }
attributes #5 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
!8 = !{!4, !4, i64 0}

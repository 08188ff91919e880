; ModuleID = 'ub_heap_overflow.c'
source_filename = "ub_heap_overflow.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@str = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@str.2 = private unnamed_addr constant [6 x i8] c"after\00", align 1

; Function Attrs: nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  %3 = tail call dereferenceable_or_null(16) ptr @malloc(i32 noundef 16) #5
  store volatile ptr %3, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 16, ptr %2, align 4, !tbaa !9
  %4 = load volatile ptr, ptr %1, align 4, !tbaa !5
  store i8 0, ptr %4, align 1, !tbaa !11
  %5 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %5, i32 1
  store i8 1, ptr %6, align 1, !tbaa !11
  %7 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %7, i32 2
  store i8 2, ptr %8, align 1, !tbaa !11
  %9 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %9, i32 3
  store i8 3, ptr %10, align 1, !tbaa !11
  %11 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store i8 4, ptr %12, align 1, !tbaa !11
  %13 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %13, i32 5
  store i8 5, ptr %14, align 1, !tbaa !11
  %15 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i32 6
  store i8 6, ptr %16, align 1, !tbaa !11
  %17 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %17, i32 7
  store i8 7, ptr %18, align 1, !tbaa !11
  %19 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %19, i32 8
  store i8 8, ptr %20, align 1, !tbaa !11
  %21 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %21, i32 9
  store i8 9, ptr %22, align 1, !tbaa !11
  %23 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %23, i32 10
  store i8 10, ptr %24, align 1, !tbaa !11
  %25 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %25, i32 11
  store i8 11, ptr %26, align 1, !tbaa !11
  %27 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %27, i32 12
  store i8 12, ptr %28, align 1, !tbaa !11
  %29 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %29, i32 13
  store i8 13, ptr %30, align 1, !tbaa !11
  %31 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %31, i32 14
  store i8 14, ptr %32, align 1, !tbaa !11
  %33 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %33, i32 15
  store i8 15, ptr %34, align 1, !tbaa !11
  %35 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %36 = load volatile ptr, ptr %1, align 4, !tbaa !5
  %37 = load volatile i32, ptr %2, align 4, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %36, i32 %37
  store i8 1, ptr %38, align 1, !tbaa !11
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %40 = load volatile ptr, ptr %1, align 4, !tbaa !5
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

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nounwind }
attributes #5 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}

; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4
@head = internal global %struct.Node* null, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: ssp
define i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, i32* @cleanups_run, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4
  %6 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4
  %7 = atomicrmw or i32* @counter, i32 256 monotonic, align 4
  %8 = atomicrmw and i32* @counter, i32 511 release, align 4
  %9 = atomicrmw xor i32* @counter, i32 3 acquire, align 4
  %10 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4
  %11 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4
  %12 = or i32 %11, -16
  %13 = sub i32 %10, %12
  %14 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8
  %15 = cmpxchg i32* @counter, i32 %13, i32 7 seq_cst seq_cst, align 4
  %16 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4
  %17 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4
  %18 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %19 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %20 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4
  store atomic i32 0, i32* @counter release, align 4
  fence seq_cst
  %21 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4
  %22 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !tbaa !13
  %24 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1
  store atomic i8 0, i8* @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %25 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %34, label %30

27:                                               ; preds = %30
  %28 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %33

30:                                               ; preds = %0, %33
  %31 = load atomic volatile i32, i32* @lock_word monotonic, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %27, label %33

33:                                               ; preds = %30, %27
  br label %30, !llvm.loop !14

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1
  %36 = select i1 %35, i32 1000, i32 0
  %37 = extractvalue { i32, i1 } %15, 0
  %38 = extractvalue { i32, i1 } %18, 0
  %39 = extractvalue { i32, i1 } %19, 1
  %40 = zext i1 %39 to i32
  %41 = icmp ne i8 %24, 0
  %42 = zext i1 %41 to i32
  %43 = load volatile i32, i32* @lock_word, align 4, !tbaa !9
  %44 = add i32 %37, %13
  %45 = add i32 %44, %16
  %46 = add i32 %45, %17
  %47 = add i32 %46, %36
  %48 = add i32 %47, %38
  %49 = add i32 %48, %20
  %50 = add i32 %49, %40
  %51 = add i32 %50, %23
  %52 = add i32 %51, %42
  %53 = add i32 %52, %43
  tail call void asm sideeffect "", "~{memory}"() #5, !srcloc !16
  store atomic volatile i32 0, i32* @lock_word release, align 4
  %54 = load i64, i64* @wide_counter, align 8, !tbaa !17
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %53, i64 noundef %54)
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !tbaa !19
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !tbaa !22
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !23

63:                                               ; preds = %57
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !tbaa !19
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !tbaa !22
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !23

71:                                               ; preds = %65
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !tbaa !19
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !tbaa !22
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !23

79:                                               ; preds = %73
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !tbaa !19
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !tbaa !22
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !23

87:                                               ; preds = %81
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !tbaa !24
  %89 = icmp eq %struct.Node* %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1
  %98 = load i32, i32* %97, align 4, !tbaa !19
  %99 = add nsw i32 %98, %96
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !tbaa !24
  %102 = icmp eq %struct.Node* %101, null
  br i1 %102, label %90, label %93, !llvm.loop !25
}

; Function Attrs: ssp
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_sj0 to i8*) {
  %2 = add i32 %0, 1
  %3 = tail call i8* @malloc(i32 noundef %2)
  %4 = icmp eq i8* %3, null
  br i1 %4, label %7, label %5

5:                                                ; preds = %1
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %12, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* @cleanups_run, align 4, !tbaa !9
  %9 = add nsw i32 %8, 10
  br label %38

10:                                               ; preds = %12, %5
  %11 = getelementptr inbounds i8, i8* %3, i32 %0
  store i8 0, i8* %11, align 1, !tbaa !13
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %20, label %21

12:                                               ; preds = %5, %12
  %13 = phi i32 [ %18, %12 ], [ 0, %5 ]
  %14 = urem i32 %13, 26
  %15 = trunc i32 %14 to i8
  %16 = add nuw nsw i8 %15, 97
  %17 = getelementptr inbounds i8, i8* %3, i32 %13
  store i8 %16, i8* %17, align 1, !tbaa !13
  %18 = add nuw nsw i32 %13, 1
  %19 = icmp eq i32 %18, %0
  br i1 %19, label %10, label %12, !llvm.loop !26

20:                                               ; preds = %10
  invoke void @maybe_unwind(i32 noundef %0)
          to label %21 unwind label %41

21:                                               ; preds = %20, %10
  %22 = icmp sgt i32 %0, 3
  br i1 %22, label %23, label %28

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, i8* %3, i32 3
  %25 = load i8, i8* %24, align 1, !tbaa !13
  %26 = load i32, i32* @cleanups_run, align 4, !tbaa !9
  %27 = add nsw i32 %26, 100
  store i32 %27, i32* @cleanups_run, align 4, !tbaa !9
  br label %32

28:                                               ; preds = %21
  %29 = load i32, i32* @cleanups_run, align 4, !tbaa !9
  %30 = add nsw i32 %29, 100
  store i32 %30, i32* @cleanups_run, align 4, !tbaa !9
  %31 = load i8, i8* %3, align 1, !tbaa !13
  br label %32

32:                                               ; preds = %28, %23
  %33 = phi i32 [ %30, %28 ], [ %27, %23 ]
  %34 = phi i8 [ %31, %28 ], [ %25, %23 ]
  %35 = sext i8 %34 to i32
  %36 = add nsw i32 %33, 10
  store i32 %36, i32* @cleanups_run, align 4, !tbaa !9
  tail call void @free(i8* noundef nonnull %3) #5
  %37 = add nsw i32 %33, 11
  br label %38

38:                                               ; preds = %7, %32
  %39 = phi i32 [ %37, %32 ], [ %9, %7 ]
  %40 = phi i32 [ %35, %32 ], [ -1, %7 ]
  store i32 %39, i32* @cleanups_run, align 4, !tbaa !9
  ret i32 %40

41:                                               ; preds = %20
  %42 = landingpad { i8*, i32 }
          cleanup
  %43 = load i32, i32* @cleanups_run, align 4, !tbaa !9
  %44 = add nsw i32 %43, 10
  store i32 %44, i32* @cleanups_run, align 4, !tbaa !9
  tail call void @free(i8* noundef nonnull %3) #5
  %45 = add nsw i32 %43, 11
  store i32 %45, i32* @cleanups_run, align 4, !tbaa !9
  resume { i8*, i32 } %42
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_sj0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 1594}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !11, i64 0}
!19 = !{!20, !10, i64 4}
!20 = !{!"Node", !21, i64 0, !10, i64 4}
!21 = !{!"any pointer", !11, i64 0}
!22 = !{!20, !21, i64 0}
!23 = distinct !{!23, !15}
!24 = !{!21, !21, i64 0}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}

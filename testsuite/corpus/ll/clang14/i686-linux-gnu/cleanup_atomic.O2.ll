; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, i32* @cleanups_run, align 4, !tbaa !6
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
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !tbaa !10
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
  br label %30, !llvm.loop !11

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1
  %36 = select i1 %35, i32 1000, i32 0
  %37 = extractvalue { i32, i1 } %15, 0
  %38 = extractvalue { i32, i1 } %18, 0
  %39 = extractvalue { i32, i1 } %19, 1
  %40 = zext i1 %39 to i32
  %41 = icmp ne i8 %24, 0
  %42 = zext i1 %41 to i32
  %43 = load volatile i32, i32* @lock_word, align 4, !tbaa !6
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
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  store atomic volatile i32 0, i32* @lock_word release, align 4
  %54 = load i64, i64* @wide_counter, align 8, !tbaa !14
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %53, i64 noundef %54)
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !tbaa !16
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !tbaa !19
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !20

63:                                               ; preds = %57
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !tbaa !16
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !tbaa !19
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !20

71:                                               ; preds = %65
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !tbaa !16
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !tbaa !19
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !20

79:                                               ; preds = %73
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !tbaa !16
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !tbaa !19
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !20

87:                                               ; preds = %81
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !tbaa !21
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
  %98 = load i32, i32* %97, align 4, !tbaa !16
  %99 = add nsw i32 %98, %96
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !tbaa !21
  %102 = icmp eq %struct.Node* %101, null
  br i1 %102, label %90, label %93, !llvm.loop !22
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) {
  %2 = add i32 %0, 1
  %3 = tail call i8* @malloc(i32 noundef %2)
  %4 = icmp eq i8* %3, null
  br i1 %4, label %12, label %5

5:                                                ; preds = %1
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %23

7:                                                ; preds = %5
  %8 = and i32 %0, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %15, label %10

10:                                               ; preds = %7
  %11 = and i32 %0, -2
  br label %25

12:                                               ; preds = %1
  %13 = load i32, i32* @cleanups_run, align 4, !tbaa !6
  %14 = add nsw i32 %13, 10
  br label %58

15:                                               ; preds = %25, %7
  %16 = phi i32 [ 0, %7 ], [ %37, %25 ]
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %15
  %19 = urem i32 %16, 26
  %20 = trunc i32 %19 to i8
  %21 = add nuw nsw i8 %20, 97
  %22 = getelementptr inbounds i8, i8* %3, i32 %16
  store i8 %21, i8* %22, align 1, !tbaa !10
  br label %23

23:                                               ; preds = %18, %15, %5
  %24 = getelementptr inbounds i8, i8* %3, i32 %0
  store i8 0, i8* %24, align 1, !tbaa !10
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %41

25:                                               ; preds = %25, %10
  %26 = phi i32 [ 0, %10 ], [ %37, %25 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %25 ]
  %28 = urem i32 %26, 26
  %29 = trunc i32 %28 to i8
  %30 = add nuw nsw i8 %29, 97
  %31 = getelementptr inbounds i8, i8* %3, i32 %26
  store i8 %30, i8* %31, align 1, !tbaa !10
  %32 = or i32 %26, 1
  %33 = urem i32 %32, 26
  %34 = trunc i32 %33 to i8
  %35 = add nuw nsw i8 %34, 97
  %36 = getelementptr inbounds i8, i8* %3, i32 %32
  store i8 %35, i8* %36, align 1, !tbaa !10
  %37 = add nuw nsw i32 %26, 2
  %38 = add i32 %27, 2
  %39 = icmp eq i32 %38, %11
  br i1 %39, label %15, label %25, !llvm.loop !23

40:                                               ; preds = %23
  invoke void @maybe_unwind(i32 noundef %0)
          to label %41 unwind label %61

41:                                               ; preds = %40, %23
  %42 = icmp sgt i32 %0, 3
  br i1 %42, label %43, label %48

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, i8* %3, i32 3
  %45 = load i8, i8* %44, align 1, !tbaa !10
  %46 = load i32, i32* @cleanups_run, align 4, !tbaa !6
  %47 = add nsw i32 %46, 100
  store i32 %47, i32* @cleanups_run, align 4, !tbaa !6
  br label %52

48:                                               ; preds = %41
  %49 = load i32, i32* @cleanups_run, align 4, !tbaa !6
  %50 = add nsw i32 %49, 100
  store i32 %50, i32* @cleanups_run, align 4, !tbaa !6
  %51 = load i8, i8* %3, align 1, !tbaa !10
  br label %52

52:                                               ; preds = %48, %43
  %53 = phi i32 [ %50, %48 ], [ %47, %43 ]
  %54 = phi i8 [ %51, %48 ], [ %45, %43 ]
  %55 = sext i8 %54 to i32
  %56 = add nsw i32 %53, 10
  store i32 %56, i32* @cleanups_run, align 4, !tbaa !6
  tail call void @free(i8* noundef nonnull %3) #5
  %57 = add nsw i32 %53, 11
  br label %58

58:                                               ; preds = %12, %52
  %59 = phi i32 [ %57, %52 ], [ %14, %12 ]
  %60 = phi i32 [ %55, %52 ], [ -1, %12 ]
  store i32 %59, i32* @cleanups_run, align 4, !tbaa !6
  ret i32 %60

61:                                               ; preds = %40
  %62 = landingpad { i8*, i32 }
          cleanup
  %63 = load i32, i32* @cleanups_run, align 4, !tbaa !6
  %64 = add nsw i32 %63, 10
  store i32 %64, i32* @cleanups_run, align 4, !tbaa !6
  tail call void @free(i8* noundef nonnull %3) #5
  %65 = add nsw i32 %63, 11
  store i32 %65, i32* @cleanups_run, align 4, !tbaa !6
  resume { i8*, i32 } %62
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i64 1594}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = !{!17, !7, i64 4}
!17 = !{!"Node", !18, i64 0, !7, i64 4}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!17, !18, i64 0}
!20 = distinct !{!20, !12}
!21 = !{!18, !18, i64 0}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}

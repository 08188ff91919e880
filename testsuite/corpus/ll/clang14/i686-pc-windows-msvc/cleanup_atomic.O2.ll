; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4
@head = internal global %struct.Node* null, align 4
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, i32* @cleanups_run, align 4, !tbaa !3
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = load i64, i64* @wide_counter, align 8, !tbaa !7
  %6 = atomicrmw add i32* @counter, i32 5 seq_cst, align 4
  %7 = atomicrmw sub i32* @counter, i32 1 acq_rel, align 4
  %8 = atomicrmw or i32* @counter, i32 256 monotonic, align 4
  %9 = atomicrmw and i32* @counter, i32 511 release, align 4
  %10 = atomicrmw xor i32* @counter, i32 3 acquire, align 4
  %11 = atomicrmw add i32* @counter, i32 1 seq_cst, align 4
  %12 = atomicrmw nand i32* @counter, i32 255 seq_cst, align 4
  %13 = or i32 %12, -16
  %14 = sub i32 %11, %13
  %15 = atomicrmw add i64* @wide_counter, i64 1099511627776 seq_cst, align 8
  %16 = cmpxchg i32* @counter, i32 %14, i32 7 seq_cst seq_cst, align 4
  %17 = atomicrmw add i32* @counter, i32 3 seq_cst, align 4
  %18 = atomicrmw sub i32* @counter, i32 1 seq_cst, align 4
  %19 = cmpxchg i32* @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %20 = cmpxchg i32* @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %21 = atomicrmw xchg i32* @counter, i32 20 seq_cst, align 4
  store atomic i32 0, i32* @counter release, align 4
  fence seq_cst
  %22 = atomicrmw add i32* @c11_counter, i32 4 seq_cst, align 4
  %23 = atomicrmw add i32* @c11_counter, i32 1 seq_cst, align 4
  %24 = load atomic i32, i32* @c11_counter seq_cst, align 4, !tbaa !9
  %25 = atomicrmw xchg i8* @flag, i8 1 seq_cst, align 1
  store atomic i8 0, i8* @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %26 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %35, label %31

28:                                               ; preds = %31
  %29 = atomicrmw volatile xchg i32* @lock_word, i32 1 acquire, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %35, label %34

31:                                               ; preds = %0, %34
  %32 = load atomic volatile i32, i32* @lock_word monotonic, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %28, label %34

34:                                               ; preds = %31, %28
  br label %31, !llvm.loop !10

35:                                               ; preds = %28, %0
  %36 = extractvalue { i32, i1 } %16, 1
  %37 = select i1 %36, i32 1000, i32 0
  %38 = extractvalue { i32, i1 } %16, 0
  %39 = extractvalue { i32, i1 } %19, 0
  %40 = extractvalue { i32, i1 } %20, 1
  %41 = zext i1 %40 to i32
  %42 = icmp ne i8 %25, 0
  %43 = zext i1 %42 to i32
  %44 = load volatile i32, i32* @lock_word, align 4, !tbaa !3
  %45 = add i32 %38, %14
  %46 = add i32 %45, %17
  %47 = add i32 %46, %18
  %48 = add i32 %47, %37
  %49 = add i32 %48, %39
  %50 = add i32 %49, %21
  %51 = add i32 %50, %41
  %52 = add i32 %51, %24
  %53 = add i32 %52, %43
  %54 = add i32 %53, %44
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !12
  store atomic volatile i32 0, i32* @lock_word release, align 4
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %54, i64 noundef %5)
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 1), align 4, !tbaa !13
  %56 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %57

57:                                               ; preds = %57, %35
  %58 = phi i32 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to %struct.Node*
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 0, i32 0), align 4, !tbaa !16
  %60 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %58, i32 ptrtoint ([4 x %struct.Node]* @main.nodes to i32) release monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !17

63:                                               ; preds = %57
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 1), align 4, !tbaa !13
  %64 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to %struct.Node*
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1, i32 0), align 4, !tbaa !16
  %68 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %66, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 1) to i32) release monotonic, align 4
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !17

71:                                               ; preds = %65
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 1), align 4, !tbaa !13
  %72 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to %struct.Node*
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2, i32 0), align 4, !tbaa !16
  %76 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %74, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 2) to i32) release monotonic, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !17

79:                                               ; preds = %73
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 1), align 4, !tbaa !13
  %80 = load atomic i32, i32* bitcast (%struct.Node** @head to i32*) monotonic, align 4
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to %struct.Node*
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3, i32 0), align 4, !tbaa !16
  %84 = cmpxchg weak i32* bitcast (%struct.Node** @head to i32*), i32 %82, i32 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i32 0, i32 3) to i32) release monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !17

87:                                               ; preds = %81
  %88 = load %struct.Node*, %struct.Node** @head, align 4, !tbaa !18
  %89 = icmp eq %struct.Node* %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 1
  %98 = load i32, i32* %97, align 4, !tbaa !13
  %99 = add nsw i32 %98, %96
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i32 0, i32 0
  %101 = load %struct.Node*, %struct.Node** %100, align 4, !tbaa !18
  %102 = icmp eq %struct.Node* %101, null
  br i1 %102, label %90, label %93, !llvm.loop !19
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %13 = load i32, i32* @cleanups_run, align 4, !tbaa !3
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
  store i8 %21, i8* %22, align 1, !tbaa !9
  br label %23

23:                                               ; preds = %18, %15, %5
  %24 = getelementptr inbounds i8, i8* %3, i32 %0
  store i8 0, i8* %24, align 1, !tbaa !9
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %40, label %41

25:                                               ; preds = %25, %10
  %26 = phi i32 [ 0, %10 ], [ %37, %25 ]
  %27 = phi i32 [ 0, %10 ], [ %38, %25 ]
  %28 = urem i32 %26, 26
  %29 = trunc i32 %28 to i8
  %30 = add nuw nsw i8 %29, 97
  %31 = getelementptr inbounds i8, i8* %3, i32 %26
  store i8 %30, i8* %31, align 1, !tbaa !9
  %32 = or i32 %26, 1
  %33 = urem i32 %32, 26
  %34 = trunc i32 %33 to i8
  %35 = add nuw nsw i8 %34, 97
  %36 = getelementptr inbounds i8, i8* %3, i32 %32
  store i8 %35, i8* %36, align 1, !tbaa !9
  %37 = add nuw nsw i32 %26, 2
  %38 = add i32 %27, 2
  %39 = icmp eq i32 %38, %11
  br i1 %39, label %15, label %25, !llvm.loop !20

40:                                               ; preds = %23
  invoke void @maybe_unwind(i32 noundef %0)
          to label %41 unwind label %61

41:                                               ; preds = %40, %23
  %42 = icmp sgt i32 %0, 3
  br i1 %42, label %43, label %48

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, i8* %3, i32 3
  %45 = load i8, i8* %44, align 1, !tbaa !9
  %46 = load i32, i32* @cleanups_run, align 4, !tbaa !3
  %47 = add nsw i32 %46, 100
  store i32 %47, i32* @cleanups_run, align 4, !tbaa !3
  br label %52

48:                                               ; preds = %41
  %49 = load i32, i32* @cleanups_run, align 4, !tbaa !3
  %50 = add nsw i32 %49, 100
  store i32 %50, i32* @cleanups_run, align 4, !tbaa !3
  %51 = load i8, i8* %3, align 1, !tbaa !9
  br label %52

52:                                               ; preds = %48, %43
  %53 = phi i32 [ %50, %48 ], [ %47, %43 ]
  %54 = phi i8 [ %51, %48 ], [ %45, %43 ]
  %55 = sext i8 %54 to i32
  %56 = add nsw i32 %53, 10
  store i32 %56, i32* @cleanups_run, align 4, !tbaa !3
  tail call void @free(i8* noundef nonnull %3) #5
  %57 = add nsw i32 %53, 11
  br label %58

58:                                               ; preds = %12, %52
  %59 = phi i32 [ %57, %52 ], [ %14, %12 ]
  %60 = phi i32 [ %55, %52 ], [ -1, %12 ]
  store i32 %59, i32* @cleanups_run, align 4, !tbaa !3
  ret i32 %60

61:                                               ; preds = %40
  %62 = cleanuppad within none []
  %63 = load i32, i32* @cleanups_run, align 4, !tbaa !3
  %64 = add nsw i32 %63, 10
  store i32 %64, i32* @cleanups_run, align 4, !tbaa !3
  call void @free(i8* noundef nonnull %3) #5 [ "funclet"(token %62) ]
  %65 = load i32, i32* @cleanups_run, align 4, !tbaa !3
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* @cleanups_run, align 4, !tbaa !3
  cleanupret from %62 unwind to caller
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !5, i64 0}
!9 = !{!5, !5, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 1594}
!13 = !{!14, !4, i64 4}
!14 = !{!"Node", !15, i64 0, !4, i64 4}
!15 = !{!"any pointer", !5, i64 0}
!16 = !{!14, !15, i64 0}
!17 = distinct !{!17, !11}
!18 = !{!15, !15, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}

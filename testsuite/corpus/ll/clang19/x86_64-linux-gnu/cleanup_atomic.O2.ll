; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global ptr null, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4
  %6 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4
  %7 = atomicrmw or ptr @counter, i32 256 monotonic, align 4
  %8 = atomicrmw and ptr @counter, i32 511 release, align 4
  %9 = atomicrmw xor ptr @counter, i32 3 acquire, align 4
  %10 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  %11 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4
  %12 = or i32 %11, -16
  %13 = sub i32 %10, %12
  %14 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8
  %15 = cmpxchg ptr @counter, i32 %13, i32 7 seq_cst seq_cst, align 4
  %16 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4
  %17 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4
  %18 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %19 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %20 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4
  store atomic i32 0, ptr @counter release, align 4
  fence seq_cst
  %21 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4
  %22 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !tbaa !9
  %24 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1
  store atomic i8 0, ptr @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %25 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %34, label %27

27:                                               ; preds = %0, %30
  %28 = load atomic volatile i32, ptr @lock_word monotonic, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %31, label %30

30:                                               ; preds = %27, %31
  br label %27, !llvm.loop !10

31:                                               ; preds = %27
  %32 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %30

34:                                               ; preds = %31, %0
  %35 = extractvalue { i32, i1 } %15, 1
  %36 = select i1 %35, i32 1000, i32 0
  %37 = extractvalue { i32, i1 } %15, 0
  %38 = extractvalue { i32, i1 } %18, 0
  %39 = extractvalue { i32, i1 } %19, 1
  %40 = zext i1 %39 to i32
  %41 = icmp ne i8 %24, 0
  %42 = zext i1 %41 to i32
  %43 = load volatile i32, ptr @lock_word, align 4, !tbaa !5
  %44 = add i32 %37, %13
  %45 = add i32 %44, %16
  %46 = add i32 %45, %17
  %47 = add i32 %46, %36
  %48 = add i32 %47, %38
  %49 = add i32 %48, %20
  %50 = add i32 %49, %40
  %51 = add i32 %50, %23
  %52 = add i32 %51, %42
  %53 = add nsw i32 %52, %43
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !12
  store atomic volatile i32 0, ptr @lock_word release, align 4
  %54 = load i64, ptr @wide_counter, align 8, !tbaa !13
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !tbaa !15
  %56 = load atomic i64, ptr @head monotonic, align 8
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr
  store ptr %59, ptr @main.nodes, align 16, !tbaa !18
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = extractvalue { i64, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !19

63:                                               ; preds = %57
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8, !tbaa !15
  %64 = load atomic i64, ptr @head monotonic, align 8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 16, !tbaa !18
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !19

71:                                               ; preds = %65
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8, !tbaa !15
  %72 = load atomic i64, ptr @head monotonic, align 8
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 16, !tbaa !18
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8
  %77 = extractvalue { i64, i1 } %76, 1
  %78 = extractvalue { i64, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !19

79:                                               ; preds = %73
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8, !tbaa !15
  %80 = load atomic i64, ptr @head monotonic, align 8
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 16, !tbaa !18
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = extractvalue { i64, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !19

87:                                               ; preds = %81
  %88 = load ptr, ptr @head, align 8, !tbaa !20
  %89 = icmp eq ptr %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load i32, ptr %97, align 8, !tbaa !15
  %99 = add nsw i32 %98, %96
  %100 = load ptr, ptr %94, align 8, !tbaa !20
  %101 = icmp eq ptr %100, null
  br i1 %101, label %90, label %93, !llvm.loop !21
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 {
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1
  %4 = tail call ptr @malloc(i64 noundef %3) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %72, label %6

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %50

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 8
  br i1 %9, label %29, label %10

10:                                               ; preds = %8
  %11 = icmp ult i32 %0, 16
  br i1 %11, label %31, label %12

12:                                               ; preds = %10
  %13 = and i64 %2, 2147483632
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %21, %14 ]
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %12 ], [ %22, %14 ]
  %17 = urem <16 x i32> %16, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %18 = trunc nuw nsw <16 x i32> %17 to <16 x i8>
  %19 = add nuw nsw <16 x i8> %18, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %20 = getelementptr inbounds i8, ptr %4, i64 %15
  store <16 x i8> %19, ptr %20, align 1, !tbaa !9
  %21 = add nuw i64 %15, 16
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %23 = icmp eq i64 %21, %13
  br i1 %23, label %24, label %14, !llvm.loop !22

24:                                               ; preds = %14
  %25 = icmp eq i64 %13, %2
  br i1 %25, label %50, label %26

26:                                               ; preds = %24
  %27 = and i64 %2, 8
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %48, %8, %26
  %30 = phi i64 [ 0, %8 ], [ %13, %26 ], [ %33, %48 ]
  br label %53

31:                                               ; preds = %10, %26
  %32 = phi i64 [ %13, %26 ], [ 0, %10 ]
  %33 = and i64 %2, 2147483640
  %34 = trunc nuw nsw i64 %32 to i32
  %35 = insertelement <8 x i32> poison, i32 %34, i64 0
  %36 = shufflevector <8 x i32> %35, <8 x i32> poison, <8 x i32> zeroinitializer
  %37 = or disjoint <8 x i32> %36, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %38

38:                                               ; preds = %38, %31
  %39 = phi i64 [ %32, %31 ], [ %45, %38 ]
  %40 = phi <8 x i32> [ %37, %31 ], [ %46, %38 ]
  %41 = urem <8 x i32> %40, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %42 = trunc nuw nsw <8 x i32> %41 to <8 x i8>
  %43 = add nuw nsw <8 x i8> %42, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %44 = getelementptr inbounds i8, ptr %4, i64 %39
  store <8 x i8> %43, ptr %44, align 1, !tbaa !9
  %45 = add nuw i64 %39, 8
  %46 = add <8 x i32> %40, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = icmp eq i64 %45, %33
  br i1 %47, label %48, label %38, !llvm.loop !25

48:                                               ; preds = %38
  %49 = icmp eq i64 %33, %2
  br i1 %49, label %50, label %29

50:                                               ; preds = %53, %24, %48, %6
  %51 = getelementptr inbounds i8, ptr %4, i64 %2
  store i8 0, ptr %51, align 1, !tbaa !9
  %52 = icmp eq ptr @maybe_unwind, null
  br i1 %52, label %63, label %62

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %60, %53 ], [ %30, %29 ]
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = urem i32 %55, 26
  %57 = trunc nuw nsw i32 %56 to i8
  %58 = add nuw nsw i8 %57, 97
  %59 = getelementptr inbounds i8, ptr %4, i64 %54
  store i8 %58, ptr %59, align 1, !tbaa !9
  %60 = add nuw nsw i64 %54, 1
  %61 = icmp eq i64 %60, %2
  br i1 %61, label %50, label %53, !llvm.loop !26

62:                                               ; preds = %50
  invoke void @maybe_unwind(i32 noundef %0)
          to label %63 unwind label %78

63:                                               ; preds = %62, %50
  %64 = icmp slt i32 %0, 4
  %65 = select i1 %64, i64 0, i64 3
  %66 = getelementptr inbounds i8, ptr %4, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !9
  %68 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %69 = sext i8 %67 to i32
  %70 = add nsw i32 %68, 110
  store i32 %70, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %4)
  %71 = add nsw i32 %68, 111
  br label %75

72:                                               ; preds = %1
  %73 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %74 = add nsw i32 %73, 10
  br label %75

75:                                               ; preds = %72, %63
  %76 = phi i32 [ %71, %63 ], [ %74, %72 ]
  %77 = phi i32 [ %69, %63 ], [ -1, %72 ]
  store i32 %76, ptr @cleanups_run, align 4, !tbaa !5
  ret i32 %77

78:                                               ; preds = %62
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %81 = add nsw i32 %80, 10
  store i32 %81, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %4)
  %82 = add nsw i32 %80, 11
  store i32 %82, ptr @cleanups_run, align 4, !tbaa !5
  resume { ptr, i32 } %79
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 1594}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !6, i64 8}
!16 = !{!"Node", !17, i64 0, !6, i64 8}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 0}
!19 = distinct !{!19, !11}
!20 = !{!17, !17, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !11, !23, !24}
!26 = distinct !{!26, !11, !24, !23}

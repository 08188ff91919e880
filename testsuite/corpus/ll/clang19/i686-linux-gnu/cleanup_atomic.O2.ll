; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 4
@head = internal global ptr null, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, ptr @cleanups_run, align 4, !tbaa !6
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
  %23 = load atomic i32, ptr @c11_counter seq_cst, align 4, !tbaa !10
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
  br label %27, !llvm.loop !11

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
  %43 = load volatile i32, ptr @lock_word, align 4, !tbaa !6
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
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  store atomic volatile i32 0, ptr @lock_word release, align 4
  %54 = load i64, ptr @wide_counter, align 8, !tbaa !14
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 4), align 4, !tbaa !16
  %56 = load atomic i32, ptr @head monotonic, align 4
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to ptr
  store ptr %59, ptr @main.nodes, align 4, !tbaa !19
  %60 = cmpxchg weak ptr @head, i32 %58, i32 ptrtoint (ptr @main.nodes to i32) release monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !20

63:                                               ; preds = %57
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 12), align 4, !tbaa !16
  %64 = load atomic i32, ptr @head monotonic, align 4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to ptr
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), align 4, !tbaa !19
  %68 = cmpxchg weak ptr @head, i32 %66, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8) to i32) release monotonic, align 4
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !20

71:                                               ; preds = %65
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 20), align 4, !tbaa !16
  %72 = load atomic i32, ptr @head monotonic, align 4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to ptr
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), align 4, !tbaa !19
  %76 = cmpxchg weak ptr @head, i32 %74, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16) to i32) release monotonic, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !20

79:                                               ; preds = %73
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 28), align 4, !tbaa !16
  %80 = load atomic i32, ptr @head monotonic, align 4
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to ptr
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), align 4, !tbaa !19
  %84 = cmpxchg weak ptr @head, i32 %82, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24) to i32) release monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !20

87:                                               ; preds = %81
  %88 = load ptr, ptr @head, align 4, !tbaa !21
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
  %97 = getelementptr inbounds i8, ptr %94, i32 4
  %98 = load i32, ptr %97, align 4, !tbaa !16
  %99 = add nsw i32 %98, %96
  %100 = load ptr, ptr %94, align 4, !tbaa !21
  %101 = icmp eq ptr %100, null
  br i1 %101, label %90, label %93, !llvm.loop !22
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 {
  %2 = add nuw nsw i32 %0, 1
  %3 = tail call ptr @malloc(i32 noundef %2) #6
  %4 = icmp eq ptr %3, null
  br i1 %4, label %48, label %5

5:                                                ; preds = %1
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %5
  %8 = and i32 %0, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = and i32 %0, 2147483646
  br label %23

12:                                               ; preds = %23, %7
  %13 = phi i32 [ 0, %7 ], [ %35, %23 ]
  %14 = icmp eq i32 %8, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %12
  %16 = urem i32 %13, 26
  %17 = trunc nuw nsw i32 %16 to i8
  %18 = add nuw nsw i8 %17, 97
  %19 = getelementptr inbounds i8, ptr %3, i32 %13
  store i8 %18, ptr %19, align 1, !tbaa !10
  br label %20

20:                                               ; preds = %15, %12, %5
  %21 = getelementptr inbounds i8, ptr %3, i32 %0
  store i8 0, ptr %21, align 1, !tbaa !10
  %22 = icmp eq ptr @maybe_unwind, null
  br i1 %22, label %39, label %38

23:                                               ; preds = %23, %10
  %24 = phi i32 [ 0, %10 ], [ %35, %23 ]
  %25 = phi i32 [ 0, %10 ], [ %36, %23 ]
  %26 = urem i32 %24, 26
  %27 = trunc nuw nsw i32 %26 to i8
  %28 = or disjoint i8 %27, 97
  %29 = getelementptr inbounds i8, ptr %3, i32 %24
  store i8 %28, ptr %29, align 1, !tbaa !10
  %30 = or disjoint i32 %24, 1
  %31 = urem i32 %30, 26
  %32 = trunc nuw nsw i32 %31 to i8
  %33 = add nuw nsw i8 %32, 97
  %34 = getelementptr inbounds i8, ptr %3, i32 %30
  store i8 %33, ptr %34, align 1, !tbaa !10
  %35 = add nuw nsw i32 %24, 2
  %36 = add i32 %25, 2
  %37 = icmp eq i32 %36, %11
  br i1 %37, label %12, label %23, !llvm.loop !23

38:                                               ; preds = %20
  invoke void @maybe_unwind(i32 noundef %0)
          to label %39 unwind label %54

39:                                               ; preds = %38, %20
  %40 = icmp sgt i32 %0, 3
  %41 = select i1 %40, i32 3, i32 0
  %42 = getelementptr inbounds i8, ptr %3, i32 %41
  %43 = load i8, ptr %42, align 1, !tbaa !10
  %44 = load i32, ptr @cleanups_run, align 4, !tbaa !6
  %45 = sext i8 %43 to i32
  %46 = add nsw i32 %44, 110
  store i32 %46, ptr @cleanups_run, align 4, !tbaa !6
  tail call void @free(ptr noundef nonnull %3)
  %47 = add nsw i32 %44, 111
  br label %51

48:                                               ; preds = %1
  %49 = load i32, ptr @cleanups_run, align 4, !tbaa !6
  %50 = add nsw i32 %49, 10
  br label %51

51:                                               ; preds = %48, %39
  %52 = phi i32 [ %47, %39 ], [ %50, %48 ]
  %53 = phi i32 [ %45, %39 ], [ -1, %48 ]
  store i32 %52, ptr @cleanups_run, align 4, !tbaa !6
  ret i32 %53

54:                                               ; preds = %38
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = load i32, ptr @cleanups_run, align 4, !tbaa !6
  %57 = add nsw i32 %56, 10
  store i32 %57, ptr @cleanups_run, align 4, !tbaa !6
  tail call void @free(ptr noundef nonnull %3)
  %58 = add nsw i32 %56, 11
  store i32 %58, ptr @cleanups_run, align 4, !tbaa !6
  resume { ptr, i32 } %55
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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

; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
  tail call void asm sideeffect "", "~{memory}"() #4, !srcloc !12
  store atomic volatile i32 0, ptr @lock_word release, align 4
  %54 = load i64, ptr @wide_counter, align 8, !tbaa !13
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i64 noundef %54)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 4), align 4, !tbaa !15
  %56 = load atomic i32, ptr @head monotonic, align 4
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i32 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i32 %58 to ptr
  store ptr %59, ptr @main.nodes, align 4, !tbaa !18
  %60 = cmpxchg weak ptr @head, i32 %58, i32 ptrtoint (ptr @main.nodes to i32) release monotonic, align 4
  %61 = extractvalue { i32, i1 } %60, 1
  %62 = extractvalue { i32, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !19

63:                                               ; preds = %57
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 12), align 4, !tbaa !15
  %64 = load atomic i32, ptr @head monotonic, align 4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i32 %66 to ptr
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8), align 4, !tbaa !18
  %68 = cmpxchg weak ptr @head, i32 %66, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 8) to i32) release monotonic, align 4
  %69 = extractvalue { i32, i1 } %68, 1
  %70 = extractvalue { i32, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !19

71:                                               ; preds = %65
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 20), align 4, !tbaa !15
  %72 = load atomic i32, ptr @head monotonic, align 4
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i32 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i32 %74 to ptr
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16), align 4, !tbaa !18
  %76 = cmpxchg weak ptr @head, i32 %74, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 16) to i32) release monotonic, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  %78 = extractvalue { i32, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !19

79:                                               ; preds = %73
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 28), align 4, !tbaa !15
  %80 = load atomic i32, ptr @head monotonic, align 4
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i32 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i32 %82 to ptr
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24), align 4, !tbaa !18
  %84 = cmpxchg weak ptr @head, i32 %82, i32 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i32 24) to i32) release monotonic, align 4
  %85 = extractvalue { i32, i1 } %84, 1
  %86 = extractvalue { i32, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !19

87:                                               ; preds = %81
  %88 = load ptr, ptr @head, align 4, !tbaa !20
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
  %98 = load i32, ptr %97, align 4, !tbaa !15
  %99 = add nsw i32 %98, %96
  %100 = load ptr, ptr %94, align 4, !tbaa !20
  %101 = icmp eq ptr %100, null
  br i1 %101, label %90, label %93, !llvm.loop !21
}

define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 {
  %2 = add nuw nsw i32 %0, 1
  %3 = tail call ptr @malloc(i32 noundef %2) #5
  %4 = icmp eq ptr %3, null
  br i1 %4, label %28, label %5

5:                                                ; preds = %1
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %10, %5
  %8 = getelementptr inbounds i8, ptr %3, i32 %0
  store i8 0, ptr %8, align 1, !tbaa !9
  %9 = icmp eq ptr @maybe_unwind, null
  br i1 %9, label %19, label %18

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %16, %10 ], [ 0, %5 ]
  %12 = urem i32 %11, 26
  %13 = trunc nuw nsw i32 %12 to i8
  %14 = add nuw nsw i8 %13, 97
  %15 = getelementptr inbounds i8, ptr %3, i32 %11
  store i8 %14, ptr %15, align 1, !tbaa !9
  %16 = add nuw nsw i32 %11, 1
  %17 = icmp eq i32 %16, %0
  br i1 %17, label %7, label %10, !llvm.loop !22

18:                                               ; preds = %7
  invoke void @maybe_unwind(i32 noundef %0)
          to label %19 unwind label %34

19:                                               ; preds = %18, %7
  %20 = icmp sgt i32 %0, 3
  %21 = select i1 %20, i32 3, i32 0
  %22 = getelementptr inbounds i8, ptr %3, i32 %21
  %23 = load i8, ptr %22, align 1, !tbaa !9
  %24 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %25 = zext i8 %23 to i32
  %26 = add nsw i32 %24, 110
  store i32 %26, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %3)
  %27 = add nsw i32 %24, 111
  br label %31

28:                                               ; preds = %1
  %29 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %30 = add nsw i32 %29, 10
  br label %31

31:                                               ; preds = %28, %19
  %32 = phi i32 [ %27, %19 ], [ %30, %28 ]
  %33 = phi i32 [ %25, %19 ], [ -1, %28 ]
  store i32 %32, ptr @cleanups_run, align 4, !tbaa !5
  ret i32 %33

34:                                               ; preds = %18
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %37 = add nsw i32 %36, 10
  store i32 %37, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %3)
  %38 = add nsw i32 %36, 11
  store i32 %38, ptr @cleanups_run, align 4, !tbaa !5
  resume { ptr, i32 } %35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #0

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind }
attributes #5 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
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
!15 = !{!16, !6, i64 4}
!16 = !{!"Node", !17, i64 0, !6, i64 4}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 0}
!19 = distinct !{!19, !11}
!20 = !{!17, !17, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}

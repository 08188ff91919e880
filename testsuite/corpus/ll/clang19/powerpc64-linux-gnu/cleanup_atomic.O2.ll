; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Node = type { ptr, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 8
@head = internal global ptr null, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 2)
  %2 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 8)
  %3 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3)
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
  tail call void asm sideeffect "", "~{memory}"() #5, !srcloc !12
  store atomic volatile i32 0, ptr @lock_word release, align 4
  %54 = load i64, ptr @wide_counter, align 8, !tbaa !13
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %53, i64 noundef %54)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8, !tbaa !15
  %56 = load atomic i64, ptr @head monotonic, align 8
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr
  store ptr %59, ptr @main.nodes, align 8, !tbaa !18
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
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 8, !tbaa !18
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
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 8, !tbaa !18
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
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 8, !tbaa !18
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
  %92 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %91)
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
define internal fastcc signext i32 @with_cleanups(i32 noundef signext %0) unnamed_addr #0 personality ptr @__gcc_personality_v0 {
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1
  %4 = tail call ptr @malloc(i64 noundef %3) #6
  %5 = icmp eq ptr %4, null
  br i1 %5, label %53, label %6

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %31

8:                                                ; preds = %6
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %29, %8
  %11 = phi i64 [ 0, %8 ], [ %13, %29 ]
  br label %34

12:                                               ; preds = %8
  %13 = and i64 %2, 2147483646
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %27, %14 ]
  %16 = or disjoint i64 %15, 1
  %17 = trunc i64 %15 to i32
  %18 = or disjoint i32 %17, 1
  %19 = urem i32 %17, 26
  %20 = urem i32 %18, 26
  %21 = trunc nuw nsw i32 %19 to i8
  %22 = trunc nuw nsw i32 %20 to i8
  %23 = or disjoint i8 %21, 97
  %24 = add nuw nsw i8 %22, 97
  %25 = getelementptr inbounds i8, ptr %4, i64 %15
  %26 = getelementptr inbounds i8, ptr %4, i64 %16
  store i8 %23, ptr %25, align 1, !tbaa !9
  store i8 %24, ptr %26, align 1, !tbaa !9
  %27 = add nuw i64 %15, 2
  %28 = icmp eq i64 %27, %13
  br i1 %28, label %29, label %14, !llvm.loop !22

29:                                               ; preds = %14
  %30 = icmp eq i64 %13, %2
  br i1 %30, label %31, label %10

31:                                               ; preds = %34, %29, %6
  %32 = getelementptr inbounds i8, ptr %4, i64 %2
  store i8 0, ptr %32, align 1, !tbaa !9
  %33 = icmp eq ptr @maybe_unwind, null
  br i1 %33, label %44, label %43

34:                                               ; preds = %10, %34
  %35 = phi i64 [ %41, %34 ], [ %11, %10 ]
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = urem i32 %36, 26
  %38 = trunc nuw nsw i32 %37 to i8
  %39 = add nuw nsw i8 %38, 97
  %40 = getelementptr inbounds i8, ptr %4, i64 %35
  store i8 %39, ptr %40, align 1, !tbaa !9
  %41 = add nuw nsw i64 %35, 1
  %42 = icmp eq i64 %41, %2
  br i1 %42, label %31, label %34, !llvm.loop !25

43:                                               ; preds = %31
  invoke void @maybe_unwind(i32 noundef signext %0)
          to label %44 unwind label %59

44:                                               ; preds = %43, %31
  %45 = icmp slt i32 %0, 4
  %46 = select i1 %45, i64 0, i64 3
  %47 = getelementptr inbounds i8, ptr %4, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %50 = zext i8 %48 to i32
  %51 = add nsw i32 %49, 110
  store i32 %51, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %4)
  %52 = add nsw i32 %49, 111
  br label %56

53:                                               ; preds = %1
  %54 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %55 = add nsw i32 %54, 10
  br label %56

56:                                               ; preds = %53, %44
  %57 = phi i32 [ %52, %44 ], [ %55, %53 ]
  %58 = phi i32 [ %50, %44 ], [ -1, %53 ]
  store i32 %57, ptr @cleanups_run, align 4, !tbaa !5
  ret i32 %58

59:                                               ; preds = %43
  %60 = landingpad { ptr, i32 }
          cleanup
  %61 = load i32, ptr @cleanups_run, align 4, !tbaa !5
  %62 = add nsw i32 %61, 10
  store i32 %62, ptr @cleanups_run, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %4)
  %63 = add nsw i32 %61, 11
  store i32 %63, ptr @cleanups_run, align 4, !tbaa !5
  resume { ptr, i32 } %60
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef signext) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
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
!25 = distinct !{!25, !11, !23}

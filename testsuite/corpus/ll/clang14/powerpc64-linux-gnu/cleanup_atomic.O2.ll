; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.Node = type { %struct.Node*, i32 }

@.str = private unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", align 1
@cleanups_run = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", align 1
@wide_counter = internal global i64 0, align 8
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 8
@head = internal global %struct.Node* null, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"stack %d\0A\00", align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 2)
  %2 = tail call fastcc signext i32 @with_cleanups(i32 noundef signext 8)
  %3 = load i32, i32* @cleanups_run, align 4, !tbaa !5
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3)
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
  %23 = load atomic i32, i32* @c11_counter seq_cst, align 4, !tbaa !9
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
  br label %30, !llvm.loop !10

34:                                               ; preds = %27, %0
  %35 = extractvalue { i32, i1 } %15, 1
  %36 = select i1 %35, i32 1000, i32 0
  %37 = extractvalue { i32, i1 } %15, 0
  %38 = extractvalue { i32, i1 } %18, 0
  %39 = extractvalue { i32, i1 } %19, 1
  %40 = zext i1 %39 to i32
  %41 = icmp ne i8 %24, 0
  %42 = zext i1 %41 to i32
  %43 = load volatile i32, i32* @lock_word, align 4, !tbaa !5
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
  tail call void asm sideeffect "", "~{memory}"() #5, !srcloc !12
  store atomic volatile i32 0, i32* @lock_word release, align 4
  %54 = load i64, i64* @wide_counter, align 8, !tbaa !13
  %55 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext %53, i64 noundef %54)
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !tbaa !15
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %57

57:                                               ; preds = %57, %34
  %58 = phi i64 [ %56, %34 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 8, !tbaa !18
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = extractvalue { i64, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !19

63:                                               ; preds = %57
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !tbaa !15
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 8, !tbaa !18
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !19

71:                                               ; preds = %65
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !tbaa !15
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 8, !tbaa !18
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8
  %77 = extractvalue { i64, i1 } %76, 1
  %78 = extractvalue { i64, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !19

79:                                               ; preds = %73
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !tbaa !15
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 8, !tbaa !18
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = extractvalue { i64, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !19

87:                                               ; preds = %81
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !tbaa !20
  %89 = icmp eq %struct.Node* %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1
  %98 = load i32, i32* %97, align 8, !tbaa !15
  %99 = add nsw i32 %98, %96
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !tbaa !20
  %102 = icmp eq %struct.Node* %101, null
  br i1 %102, label %90, label %93, !llvm.loop !21
}

; Function Attrs: uwtable
define internal fastcc signext i32 @with_cleanups(i32 noundef signext %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) {
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1
  %4 = tail call i8* @malloc(i64 noundef %3)
  %5 = icmp eq i8* %4, null
  br i1 %5, label %31, label %6

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %34

8:                                                ; preds = %6
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %29, label %10

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967294
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %25, %12 ]
  %14 = or i64 %13, 1
  %15 = trunc i64 %13 to i32
  %16 = or i32 %15, 1
  %17 = urem i32 %15, 26
  %18 = urem i32 %16, 26
  %19 = trunc i32 %17 to i8
  %20 = trunc i32 %18 to i8
  %21 = add nuw nsw i8 %19, 97
  %22 = add nuw nsw i8 %20, 97
  %23 = getelementptr inbounds i8, i8* %4, i64 %13
  %24 = getelementptr inbounds i8, i8* %4, i64 %14
  store i8 %21, i8* %23, align 1, !tbaa !9
  store i8 %22, i8* %24, align 1, !tbaa !9
  %25 = add nuw i64 %13, 2
  %26 = icmp eq i64 %25, %11
  br i1 %26, label %27, label %12, !llvm.loop !22

27:                                               ; preds = %12
  %28 = icmp eq i64 %11, %2
  br i1 %28, label %34, label %29

29:                                               ; preds = %8, %27
  %30 = phi i64 [ 0, %8 ], [ %11, %27 ]
  br label %36

31:                                               ; preds = %1
  %32 = load i32, i32* @cleanups_run, align 4, !tbaa !5
  %33 = add nsw i32 %32, 10
  br label %63

34:                                               ; preds = %36, %27, %6
  %35 = getelementptr inbounds i8, i8* %4, i64 %2
  store i8 0, i8* %35, align 1, !tbaa !9
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %45, label %46

36:                                               ; preds = %29, %36
  %37 = phi i64 [ %43, %36 ], [ %30, %29 ]
  %38 = trunc i64 %37 to i32
  %39 = urem i32 %38, 26
  %40 = trunc i32 %39 to i8
  %41 = add nuw nsw i8 %40, 97
  %42 = getelementptr inbounds i8, i8* %4, i64 %37
  store i8 %41, i8* %42, align 1, !tbaa !9
  %43 = add nuw nsw i64 %37, 1
  %44 = icmp eq i64 %43, %2
  br i1 %44, label %34, label %36, !llvm.loop !24

45:                                               ; preds = %34
  invoke void @maybe_unwind(i32 noundef signext %0)
          to label %46 unwind label %66

46:                                               ; preds = %45, %34
  %47 = icmp sgt i32 %0, 3
  br i1 %47, label %48, label %53

48:                                               ; preds = %46
  %49 = getelementptr inbounds i8, i8* %4, i64 3
  %50 = load i8, i8* %49, align 1, !tbaa !9
  %51 = load i32, i32* @cleanups_run, align 4, !tbaa !5
  %52 = add nsw i32 %51, 100
  store i32 %52, i32* @cleanups_run, align 4, !tbaa !5
  br label %57

53:                                               ; preds = %46
  %54 = load i32, i32* @cleanups_run, align 4, !tbaa !5
  %55 = add nsw i32 %54, 100
  store i32 %55, i32* @cleanups_run, align 4, !tbaa !5
  %56 = load i8, i8* %4, align 1, !tbaa !9
  br label %57

57:                                               ; preds = %53, %48
  %58 = phi i32 [ %55, %53 ], [ %52, %48 ]
  %59 = phi i8 [ %56, %53 ], [ %50, %48 ]
  %60 = zext i8 %59 to i32
  %61 = add nsw i32 %58, 10
  store i32 %61, i32* @cleanups_run, align 4, !tbaa !5
  tail call void @free(i8* noundef nonnull %4) #5
  %62 = add nsw i32 %58, 11
  br label %63

63:                                               ; preds = %31, %57
  %64 = phi i32 [ %62, %57 ], [ %33, %31 ]
  %65 = phi i32 [ %60, %57 ], [ -1, %31 ]
  store i32 %64, i32* @cleanups_run, align 4, !tbaa !5
  ret i32 %65

66:                                               ; preds = %45
  %67 = landingpad { i8*, i32 }
          cleanup
  %68 = load i32, i32* @cleanups_run, align 4, !tbaa !5
  %69 = add nsw i32 %68, 10
  store i32 %69, i32* @cleanups_run, align 4, !tbaa !5
  tail call void @free(i8* noundef nonnull %4) #5
  %70 = add nsw i32 %68, 11
  store i32 %70, i32* @cleanups_run, align 4, !tbaa !5
  resume { i8*, i32 } %67
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef signext) #3

declare i32 @__gcc_personality_v0(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!22 = distinct !{!22, !11, !23}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = distinct !{!24, !11, !23}

; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Node = type { %struct.Node*, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global %struct.Node* null, align 8
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = load i64, i64* @wide_counter, align 8, !tbaa !8
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
  %24 = load atomic i32, i32* @c11_counter seq_cst, align 4, !tbaa !10
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
  br label %31, !llvm.loop !11

35:                                               ; preds = %28, %0
  %36 = extractvalue { i32, i1 } %16, 1
  %37 = select i1 %36, i32 1000, i32 0
  %38 = extractvalue { i32, i1 } %16, 0
  %39 = extractvalue { i32, i1 } %19, 0
  %40 = extractvalue { i32, i1 } %20, 1
  %41 = zext i1 %40 to i32
  %42 = icmp ne i8 %25, 0
  %43 = zext i1 %42 to i32
  %44 = load volatile i32, i32* @lock_word, align 4, !tbaa !4
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
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  store atomic volatile i32 0, i32* @lock_word release, align 4
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %54, i64 noundef %5)
  store i32 0, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 1), align 8, !tbaa !14
  %56 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %57

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to %struct.Node*
  store %struct.Node* %59, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 0, i32 0), align 16, !tbaa !17
  %60 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %58, i64 ptrtoint ([4 x %struct.Node]* @main.nodes to i64) release monotonic, align 8
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = extractvalue { i64, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !18

63:                                               ; preds = %57
  store i32 1, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 1), align 8, !tbaa !14
  %64 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to %struct.Node*
  store %struct.Node* %67, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1, i32 0), align 16, !tbaa !17
  %68 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %66, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 1) to i64) release monotonic, align 8
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !18

71:                                               ; preds = %65
  store i32 4, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 1), align 8, !tbaa !14
  %72 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to %struct.Node*
  store %struct.Node* %75, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2, i32 0), align 16, !tbaa !17
  %76 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %74, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 2) to i64) release monotonic, align 8
  %77 = extractvalue { i64, i1 } %76, 1
  %78 = extractvalue { i64, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !18

79:                                               ; preds = %73
  store i32 9, i32* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 1), align 8, !tbaa !14
  %80 = load atomic i64, i64* bitcast (%struct.Node** @head to i64*) monotonic, align 8
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to %struct.Node*
  store %struct.Node* %83, %struct.Node** getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3, i32 0), align 16, !tbaa !17
  %84 = cmpxchg weak i64* bitcast (%struct.Node** @head to i64*), i64 %82, i64 ptrtoint (%struct.Node* getelementptr inbounds ([4 x %struct.Node], [4 x %struct.Node]* @main.nodes, i64 0, i64 3) to i64) release monotonic, align 8
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = extractvalue { i64, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !18

87:                                               ; preds = %81
  %88 = load %struct.Node*, %struct.Node** @head, align 8, !tbaa !19
  %89 = icmp eq %struct.Node* %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi %struct.Node* [ %101, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 1
  %98 = load i32, i32* %97, align 8, !tbaa !14
  %99 = add nsw i32 %98, %96
  %100 = getelementptr inbounds %struct.Node, %struct.Node* %94, i64 0, i32 0
  %101 = load %struct.Node*, %struct.Node** %100, align 8, !tbaa !19
  %102 = icmp eq %struct.Node* %101, null
  br i1 %102, label %90, label %93, !llvm.loop !20
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = zext i32 %0 to i64
  %3 = add nuw nsw i64 %2, 1
  %4 = tail call i8* @malloc(i64 noundef %3)
  %5 = icmp eq i8* %4, null
  br i1 %5, label %54, label %6

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %57

8:                                                ; preds = %6
  %9 = icmp ult i32 %0, 16
  br i1 %9, label %52, label %10

10:                                               ; preds = %8
  %11 = and i64 %2, 4294967280
  %12 = add nsw i64 %11, -16
  %13 = lshr exact i64 %12, 4
  %14 = add nuw nsw i64 %13, 1
  %15 = and i64 %14, 1
  %16 = icmp eq i64 %12, 0
  br i1 %16, label %43, label %17

17:                                               ; preds = %10
  %18 = and i64 %14, 2305843009213693950
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %35, %19 ]
  %21 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %17 ], [ %36, %19 ]
  %22 = phi i64 [ 0, %17 ], [ %37, %19 ]
  %23 = urem <16 x i32> %21, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %24 = trunc <16 x i32> %23 to <16 x i8>
  %25 = add nuw nsw <16 x i8> %24, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %26 = getelementptr inbounds i8, i8* %4, i64 %20
  %27 = bitcast i8* %26 to <16 x i8>*
  store <16 x i8> %25, <16 x i8>* %27, align 1, !tbaa !10
  %28 = or i64 %20, 16
  %29 = add <16 x i32> %21, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %30 = urem <16 x i32> %29, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %31 = trunc <16 x i32> %30 to <16 x i8>
  %32 = add nuw nsw <16 x i8> %31, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  %33 = getelementptr inbounds i8, i8* %4, i64 %28
  %34 = bitcast i8* %33 to <16 x i8>*
  store <16 x i8> %32, <16 x i8>* %34, align 1, !tbaa !10
  %35 = add nuw i64 %20, 32
  %36 = add <16 x i32> %21, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %37 = add i64 %22, 2
  %38 = icmp eq i64 %37, %18
  br i1 %38, label %39, label %19, !llvm.loop !21

39:                                               ; preds = %19
  %40 = urem <16 x i32> %36, <i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26, i32 26>
  %41 = trunc <16 x i32> %40 to <16 x i8>
  %42 = add nuw <16 x i8> %41, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>
  br label %43

43:                                               ; preds = %39, %10
  %44 = phi i64 [ 0, %10 ], [ %35, %39 ]
  %45 = phi <16 x i8> [ <i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111, i8 112>, %10 ], [ %42, %39 ]
  %46 = icmp eq i64 %15, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, i8* %4, i64 %44
  %49 = bitcast i8* %48 to <16 x i8>*
  store <16 x i8> %45, <16 x i8>* %49, align 1, !tbaa !10
  br label %50

50:                                               ; preds = %43, %47
  %51 = icmp eq i64 %11, %2
  br i1 %51, label %57, label %52

52:                                               ; preds = %8, %50
  %53 = phi i64 [ 0, %8 ], [ %11, %50 ]
  br label %59

54:                                               ; preds = %1
  %55 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %56 = add nsw i32 %55, 10
  br label %86

57:                                               ; preds = %59, %50, %6
  %58 = getelementptr inbounds i8, i8* %4, i64 %2
  store i8 0, i8* %58, align 1, !tbaa !10
  br i1 icmp ne (void (i32)* @maybe_unwind, void (i32)* null), label %68, label %69

59:                                               ; preds = %52, %59
  %60 = phi i64 [ %66, %59 ], [ %53, %52 ]
  %61 = trunc i64 %60 to i32
  %62 = urem i32 %61, 26
  %63 = trunc i32 %62 to i8
  %64 = add nuw nsw i8 %63, 97
  %65 = getelementptr inbounds i8, i8* %4, i64 %60
  store i8 %64, i8* %65, align 1, !tbaa !10
  %66 = add nuw nsw i64 %60, 1
  %67 = icmp eq i64 %66, %2
  br i1 %67, label %57, label %59, !llvm.loop !23

68:                                               ; preds = %57
  invoke void @maybe_unwind(i32 noundef %0)
          to label %69 unwind label %89

69:                                               ; preds = %68, %57
  %70 = icmp sgt i32 %0, 3
  br i1 %70, label %71, label %76

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, i8* %4, i64 3
  %73 = load i8, i8* %72, align 1, !tbaa !10
  %74 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %75 = add nsw i32 %74, 100
  store i32 %75, i32* @cleanups_run, align 4, !tbaa !4
  br label %80

76:                                               ; preds = %69
  %77 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %78 = add nsw i32 %77, 100
  store i32 %78, i32* @cleanups_run, align 4, !tbaa !4
  %79 = load i8, i8* %4, align 1, !tbaa !10
  br label %80

80:                                               ; preds = %76, %71
  %81 = phi i32 [ %78, %76 ], [ %75, %71 ]
  %82 = phi i8 [ %79, %76 ], [ %73, %71 ]
  %83 = sext i8 %82 to i32
  %84 = add nsw i32 %81, 10
  store i32 %84, i32* @cleanups_run, align 4, !tbaa !4
  tail call void @free(i8* noundef nonnull %4) #5
  %85 = add nsw i32 %81, 11
  br label %86

86:                                               ; preds = %54, %80
  %87 = phi i32 [ %85, %80 ], [ %56, %54 ]
  %88 = phi i32 [ %83, %80 ], [ -1, %54 ]
  store i32 %87, i32* @cleanups_run, align 4, !tbaa !4
  ret i32 %88

89:                                               ; preds = %68
  %90 = cleanuppad within none []
  %91 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %92 = add nsw i32 %91, 10
  store i32 %92, i32* @cleanups_run, align 4, !tbaa !4
  call void @free(i8* noundef nonnull %4) #5 [ "funclet"(token %90) ]
  %93 = load i32, i32* @cleanups_run, align 4, !tbaa !4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* @cleanups_run, align 4, !tbaa !4
  cleanupret from %90 unwind to caller
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !6, i64 0}
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{i64 1594}
!14 = !{!15, !5, i64 8}
!15 = !{!"Node", !16, i64 0, !5, i64 8}
!16 = !{!"any pointer", !6, i64 0}
!17 = !{!15, !16, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!16, !16, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !12, !24, !22}
!24 = !{!"llvm.loop.unroll.runtime.disable"}

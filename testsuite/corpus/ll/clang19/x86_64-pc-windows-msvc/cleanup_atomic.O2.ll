; ModuleID = 'cleanup_atomic.c'
source_filename = "cleanup_atomic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Node = type { ptr, i32 }

$"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = comdat any

@cleanups_run = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"cleanup %c %c run=%d\0A\00", comdat, align 1
@wide_counter = internal global i64 0, align 8
@"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"atomics %d wide=%lld\0A\00", comdat, align 1
@main.nodes = internal global [4 x %struct.Node] zeroinitializer, align 16
@head = internal global ptr null, align 8
@"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"stack %d\0A\00", comdat, align 1
@counter = internal global i32 0, align 4
@c11_counter = internal global i32 0, align 4
@flag = internal global i8 0, align 1
@lock_word = internal global i32 0, align 4

; Function Attrs: uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @with_cleanups(i32 noundef 2)
  %2 = tail call fastcc i32 @with_cleanups(i32 noundef 8)
  %3 = load i32, ptr @cleanups_run, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@ENHALCOG@cleanup?5?$CFc?5?$CFc?5run?$DN?$CFd?6?$AA@", i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = load i64, ptr @wide_counter, align 8
  %6 = atomicrmw add ptr @counter, i32 5 seq_cst, align 4
  %7 = atomicrmw sub ptr @counter, i32 1 acq_rel, align 4
  %8 = atomicrmw or ptr @counter, i32 256 monotonic, align 4
  %9 = atomicrmw and ptr @counter, i32 511 release, align 4
  %10 = atomicrmw xor ptr @counter, i32 3 acquire, align 4
  %11 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4
  %12 = atomicrmw nand ptr @counter, i32 255 seq_cst, align 4
  %13 = or i32 %12, -16
  %14 = sub i32 %11, %13
  %15 = atomicrmw add ptr @wide_counter, i64 1099511627776 seq_cst, align 8
  %16 = cmpxchg ptr @counter, i32 %14, i32 7 seq_cst seq_cst, align 4
  %17 = atomicrmw add ptr @counter, i32 3 seq_cst, align 4
  %18 = atomicrmw sub ptr @counter, i32 1 seq_cst, align 4
  %19 = cmpxchg ptr @counter, i32 9, i32 12 seq_cst seq_cst, align 4
  %20 = cmpxchg ptr @counter, i32 12, i32 13 seq_cst seq_cst, align 4
  %21 = atomicrmw xchg ptr @counter, i32 20 seq_cst, align 4
  store atomic i32 0, ptr @counter release, align 4
  fence seq_cst
  %22 = atomicrmw add ptr @c11_counter, i32 4 seq_cst, align 4
  %23 = atomicrmw add ptr @c11_counter, i32 1 seq_cst, align 4
  %24 = load atomic i32, ptr @c11_counter seq_cst, align 4
  %25 = atomicrmw xchg ptr @flag, i8 1 seq_cst, align 1
  store atomic i8 0, ptr @flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") acquire
  %26 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %35, label %28

28:                                               ; preds = %0, %31
  %29 = load atomic volatile i32, ptr @lock_word monotonic, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %28, %32
  br label %28, !llvm.loop !5

32:                                               ; preds = %28
  %33 = atomicrmw volatile xchg ptr @lock_word, i32 1 acquire, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %31

35:                                               ; preds = %32, %0
  %36 = extractvalue { i32, i1 } %16, 1
  %37 = select i1 %36, i32 1000, i32 0
  %38 = extractvalue { i32, i1 } %16, 0
  %39 = extractvalue { i32, i1 } %19, 0
  %40 = extractvalue { i32, i1 } %20, 1
  %41 = zext i1 %40 to i32
  %42 = icmp ne i8 %25, 0
  %43 = zext i1 %42 to i32
  %44 = load volatile i32, ptr @lock_word, align 4
  %45 = add i32 %38, %14
  %46 = add i32 %45, %17
  %47 = add i32 %46, %18
  %48 = add i32 %47, %37
  %49 = add i32 %48, %39
  %50 = add i32 %49, %21
  %51 = add i32 %50, %41
  %52 = add i32 %51, %24
  %53 = add i32 %52, %43
  %54 = add nsw i32 %53, %44
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !7
  store atomic volatile i32 0, ptr @lock_word release, align 4
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@IMPOOIHG@atomics?5?$CFd?5wide?$DN?$CFlld?6?$AA@", i32 noundef %54, i64 noundef %5)
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 8), align 8
  %56 = load atomic i64, ptr @head monotonic, align 8
  br label %57

57:                                               ; preds = %57, %35
  %58 = phi i64 [ %56, %35 ], [ %62, %57 ]
  %59 = inttoptr i64 %58 to ptr
  store ptr %59, ptr @main.nodes, align 16
  %60 = cmpxchg weak ptr @head, i64 %58, i64 ptrtoint (ptr @main.nodes to i64) release monotonic, align 8
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = extractvalue { i64, i1 } %60, 0
  br i1 %61, label %63, label %57, !llvm.loop !8

63:                                               ; preds = %57
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 24), align 8
  %64 = load atomic i64, ptr @head monotonic, align 8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ %64, %63 ], [ %70, %65 ]
  %67 = inttoptr i64 %66 to ptr
  store ptr %67, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16), align 16
  %68 = cmpxchg weak ptr @head, i64 %66, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 16) to i64) release monotonic, align 8
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  br i1 %69, label %71, label %65, !llvm.loop !8

71:                                               ; preds = %65
  store i32 4, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 40), align 8
  %72 = load atomic i64, ptr @head monotonic, align 8
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %72, %71 ], [ %78, %73 ]
  %75 = inttoptr i64 %74 to ptr
  store ptr %75, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32), align 16
  %76 = cmpxchg weak ptr @head, i64 %74, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 32) to i64) release monotonic, align 8
  %77 = extractvalue { i64, i1 } %76, 1
  %78 = extractvalue { i64, i1 } %76, 0
  br i1 %77, label %79, label %73, !llvm.loop !8

79:                                               ; preds = %73
  store i32 9, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 56), align 8
  %80 = load atomic i64, ptr @head monotonic, align 8
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ %80, %79 ], [ %86, %81 ]
  %83 = inttoptr i64 %82 to ptr
  store ptr %83, ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48), align 16
  %84 = cmpxchg weak ptr @head, i64 %82, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @main.nodes, i64 48) to i64) release monotonic, align 8
  %85 = extractvalue { i64, i1 } %84, 1
  %86 = extractvalue { i64, i1 } %84, 0
  br i1 %85, label %87, label %81, !llvm.loop !8

87:                                               ; preds = %81
  %88 = load ptr, ptr @head, align 8
  %89 = icmp eq ptr %88, null
  br i1 %89, label %90, label %93

90:                                               ; preds = %93, %87
  %91 = phi i32 [ 0, %87 ], [ %99, %93 ]
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09ILHEMJHB@stack?5?$CFd?6?$AA@", i32 noundef %91)
  ret i32 0

93:                                               ; preds = %87, %93
  %94 = phi ptr [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %99, %93 ], [ 0, %87 ]
  %96 = mul nsw i32 %95, 10
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load i32, ptr %97, align 8
  %99 = add nsw i32 %98, %96
  %100 = load ptr, ptr %94, align 8
  %101 = icmp eq ptr %100, null
  br i1 %101, label %90, label %93, !llvm.loop !9
}

; Function Attrs: uwtable
define internal fastcc i32 @with_cleanups(i32 noundef %0) unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
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
  store <16 x i8> %19, ptr %20, align 1
  %21 = add nuw i64 %15, 16
  %22 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %23 = icmp eq i64 %21, %13
  br i1 %23, label %24, label %14, !llvm.loop !10

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
  store <8 x i8> %43, ptr %44, align 1
  %45 = add nuw i64 %39, 8
  %46 = add <8 x i32> %40, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = icmp eq i64 %45, %33
  br i1 %47, label %48, label %38, !llvm.loop !13

48:                                               ; preds = %38
  %49 = icmp eq i64 %33, %2
  br i1 %49, label %50, label %29

50:                                               ; preds = %53, %24, %48, %6
  %51 = getelementptr inbounds i8, ptr %4, i64 %2
  store i8 0, ptr %51, align 1
  %52 = icmp eq ptr @maybe_unwind, null
  br i1 %52, label %63, label %62

53:                                               ; preds = %29, %53
  %54 = phi i64 [ %60, %53 ], [ %30, %29 ]
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = urem i32 %55, 26
  %57 = trunc nuw nsw i32 %56 to i8
  %58 = add nuw nsw i8 %57, 97
  %59 = getelementptr inbounds i8, ptr %4, i64 %54
  store i8 %58, ptr %59, align 1
  %60 = add nuw nsw i64 %54, 1
  %61 = icmp eq i64 %60, %2
  br i1 %61, label %50, label %53, !llvm.loop !14

62:                                               ; preds = %50
  invoke void @maybe_unwind(i32 noundef %0)
          to label %63 unwind label %78

63:                                               ; preds = %62, %50
  %64 = icmp slt i32 %0, 4
  %65 = select i1 %64, i64 0, i64 3
  %66 = getelementptr inbounds i8, ptr %4, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = load i32, ptr @cleanups_run, align 4
  %69 = sext i8 %67 to i32
  %70 = add nsw i32 %68, 110
  store i32 %70, ptr @cleanups_run, align 4
  tail call void @free(ptr noundef nonnull %4)
  %71 = add nsw i32 %68, 111
  br label %75

72:                                               ; preds = %1
  %73 = load i32, ptr @cleanups_run, align 4
  %74 = add nsw i32 %73, 10
  br label %75

75:                                               ; preds = %72, %63
  %76 = phi i32 [ %71, %63 ], [ %74, %72 ]
  %77 = phi i32 [ %69, %63 ], [ -1, %72 ]
  store i32 %76, ptr @cleanups_run, align 4
  ret i32 %77

78:                                               ; preds = %62
  %79 = cleanuppad within none []
  %80 = load i32, ptr @cleanups_run, align 4
  %81 = add nsw i32 %80, 10
  store i32 %81, ptr @cleanups_run, align 4
  call void @free(ptr noundef nonnull %4) [ "funclet"(token %79) ]
  %82 = add nsw i32 %80, 11
  store i32 %82, ptr @cleanups_run, align 4
  cleanupret from %79 unwind to caller
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare extern_weak void @maybe_unwind(i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{i64 1594}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !6, !11, !12}
!14 = distinct !{!14, !6, !12, !11}

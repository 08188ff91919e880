; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"%4d: %4x %4x %4d %4d %4d %4d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @__ctype_b_loc() #5
  %2 = tail call ptr @__ctype_toupper_loc() #5
  %3 = tail call ptr @__ctype_toupper_loc() #5
  %4 = tail call ptr @__ctype_tolower_loc() #5
  br label %6

5:                                                ; preds = %6
  ret i32 0

6:                                                ; preds = %0, %6
  %7 = phi i64 [ -1, %0 ], [ %85, %6 ]
  %8 = load ptr, ptr %1, align 8, !tbaa !6
  %9 = getelementptr inbounds i16, ptr %8, i64 %7
  %10 = load i16, ptr %9, align 2, !tbaa !10
  %11 = zext i16 %10 to i32
  %12 = insertelement <8 x i32> poison, i32 %11, i64 0
  %13 = shufflevector <8 x i32> %12, <8 x i32> poison, <8 x i32> zeroinitializer
  %14 = lshr <8 x i32> %13, <i32 10, i32 11, i32 5, i32 2, i32 8, i32 5, i32 4, i32 8>
  %15 = shl nuw nsw <8 x i32> %13, <i32 10, i32 11, i32 5, i32 2, i32 8, i32 5, i32 4, i32 8>
  %16 = shufflevector <8 x i32> %14, <8 x i32> %15, <8 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>
  %17 = and <8 x i32> %16, <i32 3, i32 4, i32 24, i32 32, i32 64, i32 128, i32 256, i32 512>
  %18 = lshr i16 %10, 5
  %19 = and i16 %18, 1024
  %20 = zext nneg i16 %19 to i32
  %21 = shl nuw nsw i32 %11, 11
  %22 = and i32 %21, 2048
  %23 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %17)
  %24 = or disjoint i32 %23, %22
  %25 = or disjoint i32 %24, %20
  %26 = trunc nsw i64 %7 to i32
  %27 = tail call i32 @isalpha(i32 noundef %26) #6
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i32
  %30 = trunc i64 %7 to i32
  %31 = add i32 %30, -48
  %32 = icmp ult i32 %31, 10
  %33 = select i1 %32, i32 2, i32 0
  %34 = or disjoint i32 %33, %29
  %35 = tail call i32 @isspace(i32 noundef %26) #6
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 4
  %38 = or disjoint i32 %34, %37
  %39 = tail call i32 @isupper(i32 noundef %26) #6
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, i32 0, i32 8
  %42 = or disjoint i32 %38, %41
  %43 = tail call i32 @islower(i32 noundef %26) #6
  %44 = icmp eq i32 %43, 0
  %45 = select i1 %44, i32 0, i32 16
  %46 = or disjoint i32 %42, %45
  %47 = tail call i32 @isalnum(i32 noundef %26) #6
  %48 = icmp eq i32 %47, 0
  %49 = select i1 %48, i32 0, i32 32
  %50 = or disjoint i32 %46, %49
  %51 = tail call i32 @isprint(i32 noundef %26) #6
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 64
  %54 = or i32 %50, %53
  %55 = tail call i32 @ispunct(i32 noundef %26) #6
  %56 = icmp eq i32 %55, 0
  %57 = select i1 %56, i32 0, i32 128
  %58 = or i32 %54, %57
  %59 = tail call i32 @isxdigit(i32 noundef %26) #6
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i32 0, i32 256
  %62 = or i32 %58, %61
  %63 = tail call i32 @iscntrl(i32 noundef %26) #6
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %64, i32 0, i32 512
  %66 = or i32 %62, %65
  %67 = tail call i32 @isgraph(i32 noundef %26) #6
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, i32 0, i32 1024
  %70 = or i32 %66, %69
  %71 = tail call i32 @isblank(i32 noundef %26) #6
  %72 = icmp eq i32 %71, 0
  %73 = select i1 %72, i32 0, i32 2048
  %74 = or i32 %70, %73
  %75 = load ptr, ptr %3, align 8, !tbaa !6
  %76 = getelementptr inbounds i32, ptr %75, i64 %7
  %77 = load i32, ptr %76, align 4, !tbaa !12
  %78 = load ptr, ptr %4, align 8, !tbaa !6
  %79 = getelementptr inbounds i32, ptr %78, i64 %7
  %80 = load i32, ptr %79, align 4, !tbaa !12
  %81 = load ptr, ptr %2, align 8, !tbaa !6
  %82 = getelementptr inbounds i32, ptr %81, i64 %7
  %83 = load i32, ptr %82, align 4, !tbaa !12
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26, i32 noundef %25, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %80)
  %85 = add nsw i64 %7, 1
  %86 = icmp eq i64 %85, 256
  br i1 %86, label %5, label %6, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isalpha(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isspace(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isupper(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @islower(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isalnum(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isprint(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @ispunct(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isxdigit(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @iscntrl(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isgraph(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare i32 @isblank(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_tolower_loc() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

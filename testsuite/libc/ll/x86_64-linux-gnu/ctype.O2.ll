; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"%4d: %4x %4x %4d %4d %4d %4d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr @__ctype_b_loc() #4
  %2 = tail call ptr @__ctype_toupper_loc() #4
  %3 = tail call ptr @__ctype_toupper_loc() #4
  %4 = tail call ptr @__ctype_tolower_loc() #4
  br label %6

5:                                                ; preds = %6
  ret i32 0

6:                                                ; preds = %0, %6
  %7 = phi i64 [ -1, %0 ], [ %101, %6 ]
  %8 = load ptr, ptr %1, align 8, !tbaa !5
  %9 = getelementptr inbounds i16, ptr %8, i64 %7
  %10 = load i16, ptr %9, align 2, !tbaa !9
  %11 = zext i16 %10 to i32
  %12 = lshr i32 %11, 10
  %13 = and i32 %12, 3
  %14 = lshr i32 %11, 11
  %15 = and i32 %14, 4
  %16 = or disjoint i32 %13, %15
  %17 = lshr i32 %11, 5
  %18 = and i32 %17, 24
  %19 = or disjoint i32 %16, %18
  %20 = shl nuw nsw i32 %11, 2
  %21 = and i32 %20, 32
  %22 = or disjoint i32 %19, %21
  %23 = lshr i32 %11, 8
  %24 = and i32 %23, 64
  %25 = or disjoint i32 %22, %24
  %26 = shl nuw nsw i32 %11, 5
  %27 = and i32 %26, 128
  %28 = or disjoint i32 %25, %27
  %29 = lshr i32 %11, 4
  %30 = and i32 %29, 256
  %31 = or i32 %28, %30
  %32 = shl nuw nsw i32 %11, 8
  %33 = and i32 %32, 512
  %34 = or i32 %31, %33
  %35 = lshr i16 %10, 5
  %36 = and i16 %35, 1024
  %37 = zext nneg i16 %36 to i32
  %38 = or i32 %34, %37
  %39 = shl nuw nsw i32 %11, 11
  %40 = and i32 %39, 2048
  %41 = or i32 %38, %40
  %42 = trunc nsw i64 %7 to i32
  %43 = tail call i32 @isalpha(i32 noundef %42) #5
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = trunc i64 %7 to i32
  %47 = add i32 %46, -48
  %48 = icmp ult i32 %47, 10
  %49 = select i1 %48, i32 2, i32 0
  %50 = or disjoint i32 %49, %45
  %51 = tail call i32 @isspace(i32 noundef %42) #5
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 4
  %54 = or disjoint i32 %50, %53
  %55 = tail call i32 @isupper(i32 noundef %42) #5
  %56 = icmp eq i32 %55, 0
  %57 = select i1 %56, i32 0, i32 8
  %58 = or disjoint i32 %54, %57
  %59 = tail call i32 @islower(i32 noundef %42) #5
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i32 0, i32 16
  %62 = or disjoint i32 %58, %61
  %63 = tail call i32 @isalnum(i32 noundef %42) #5
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %64, i32 0, i32 32
  %66 = or disjoint i32 %62, %65
  %67 = tail call i32 @isprint(i32 noundef %42) #5
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, i32 0, i32 64
  %70 = or i32 %66, %69
  %71 = tail call i32 @ispunct(i32 noundef %42) #5
  %72 = icmp eq i32 %71, 0
  %73 = select i1 %72, i32 0, i32 128
  %74 = or i32 %70, %73
  %75 = tail call i32 @isxdigit(i32 noundef %42) #5
  %76 = icmp eq i32 %75, 0
  %77 = select i1 %76, i32 0, i32 256
  %78 = or i32 %74, %77
  %79 = tail call i32 @iscntrl(i32 noundef %42) #5
  %80 = icmp eq i32 %79, 0
  %81 = select i1 %80, i32 0, i32 512
  %82 = or i32 %78, %81
  %83 = tail call i32 @isgraph(i32 noundef %42) #5
  %84 = icmp eq i32 %83, 0
  %85 = select i1 %84, i32 0, i32 1024
  %86 = or i32 %82, %85
  %87 = tail call i32 @isblank(i32 noundef %42) #5
  %88 = icmp eq i32 %87, 0
  %89 = select i1 %88, i32 0, i32 2048
  %90 = or i32 %86, %89
  %91 = load ptr, ptr %3, align 8, !tbaa !5
  %92 = getelementptr inbounds i32, ptr %91, i64 %7
  %93 = load i32, ptr %92, align 4, !tbaa !11
  %94 = load ptr, ptr %4, align 8, !tbaa !5
  %95 = getelementptr inbounds i32, ptr %94, i64 %7
  %96 = load i32, ptr %95, align 4, !tbaa !11
  %97 = load ptr, ptr %2, align 8, !tbaa !5
  %98 = getelementptr inbounds i32, ptr %97, i64 %7
  %99 = load i32, ptr %98, align 4, !tbaa !11
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %42, i32 noundef %41, i32 noundef %90, i32 noundef %93, i32 noundef %96, i32 noundef %99, i32 noundef %96)
  %101 = add nsw i64 %7, 1
  %102 = icmp eq i64 %101, 256
  br i1 %102, label %5, label %6, !llvm.loop !13
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}

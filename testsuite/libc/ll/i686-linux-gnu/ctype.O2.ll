; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
  %7 = phi i32 [ -1, %0 ], [ %99, %6 ]
  %8 = load ptr, ptr %1, align 4, !tbaa !6
  %9 = getelementptr inbounds i16, ptr %8, i32 %7
  %10 = load i16, ptr %9, align 2, !tbaa !10
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
  %42 = tail call i32 @isalpha(i32 noundef %7) #5
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %7, -48
  %46 = icmp ult i32 %45, 10
  %47 = select i1 %46, i32 2, i32 0
  %48 = or disjoint i32 %47, %44
  %49 = tail call i32 @isspace(i32 noundef %7) #5
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i32 0, i32 4
  %52 = or disjoint i32 %48, %51
  %53 = tail call i32 @isupper(i32 noundef %7) #5
  %54 = icmp eq i32 %53, 0
  %55 = select i1 %54, i32 0, i32 8
  %56 = or disjoint i32 %52, %55
  %57 = tail call i32 @islower(i32 noundef %7) #5
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %58, i32 0, i32 16
  %60 = or disjoint i32 %56, %59
  %61 = tail call i32 @isalnum(i32 noundef %7) #5
  %62 = icmp eq i32 %61, 0
  %63 = select i1 %62, i32 0, i32 32
  %64 = or disjoint i32 %60, %63
  %65 = tail call i32 @isprint(i32 noundef %7) #5
  %66 = icmp eq i32 %65, 0
  %67 = select i1 %66, i32 0, i32 64
  %68 = or i32 %64, %67
  %69 = tail call i32 @ispunct(i32 noundef %7) #5
  %70 = icmp eq i32 %69, 0
  %71 = select i1 %70, i32 0, i32 128
  %72 = or i32 %68, %71
  %73 = tail call i32 @isxdigit(i32 noundef %7) #5
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, i32 0, i32 256
  %76 = or i32 %72, %75
  %77 = tail call i32 @iscntrl(i32 noundef %7) #5
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i32 0, i32 512
  %80 = or i32 %76, %79
  %81 = tail call i32 @isgraph(i32 noundef %7) #5
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 0, i32 1024
  %84 = or i32 %80, %83
  %85 = tail call i32 @isblank(i32 noundef %7) #5
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i32 0, i32 2048
  %88 = or i32 %84, %87
  %89 = load ptr, ptr %3, align 4, !tbaa !6
  %90 = getelementptr inbounds i32, ptr %89, i32 %7
  %91 = load i32, ptr %90, align 4, !tbaa !12
  %92 = load ptr, ptr %4, align 4, !tbaa !6
  %93 = getelementptr inbounds i32, ptr %92, i32 %7
  %94 = load i32, ptr %93, align 4, !tbaa !12
  %95 = load ptr, ptr %2, align 4, !tbaa !6
  %96 = getelementptr inbounds i32, ptr %95, i32 %7
  %97 = load i32, ptr %96, align 4, !tbaa !12
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %41, i32 noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %97, i32 noundef %94)
  %99 = add nsw i32 %7, 1
  %100 = icmp eq i32 %99, 256
  br i1 %100, label %5, label %6, !llvm.loop !14
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
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

; ModuleID = 'std_order.c'
source_filename = "std_order.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"1 printf, no newline; \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"2 stderr\0A\00", align 1
@stderr = external local_unnamed_addr global ptr, align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"3 write(1)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"4 puts\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"5 write(2)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"7 fprintf(stderr)\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"8 printf at exit\00", align 1
@stdout = external local_unnamed_addr global ptr, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %2 = load ptr, ptr @stderr, align 4, !tbaa !6
  %3 = tail call i32 @fwrite(ptr nonnull @.str.1, i32 9, i32 1, ptr %2) #4
  %4 = tail call i32 @write(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef 11) #5
  %5 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.3)
  %6 = tail call i32 @write(i32 noundef 2, ptr noundef nonnull @.str.4, i32 noundef 11) #5
  %7 = load ptr, ptr @stdout, align 4, !tbaa !6
  %8 = tail call i32 @putc(i32 noundef 54, ptr noundef %7)
  %9 = load ptr, ptr @stdout, align 4, !tbaa !6
  %10 = tail call i32 @putc(i32 noundef 10, ptr noundef %9)
  %11 = load ptr, ptr @stderr, align 4, !tbaa !6
  %12 = tail call i32 @fwrite(ptr nonnull @.str.5, i32 18, i32 1, ptr %11) #4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree
declare noundef i32 @write(i32 noundef, ptr nocapture noundef readonly, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fwrite(ptr nocapture noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { cold }
attributes #5 = { nounwind }

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

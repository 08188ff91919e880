; Signed compares against immediates and fused compare-and-selects, on i64
; and i32, run as native code (the JIT's ICMPBK/SELCMP templates use the
; host's signed conditions; the lowering stores an immediate with its sign
; bit flipped, which a template must undo: it once did not, and a loop of
; clamps gave a wrong checksum silently).  Expected: the native binary of
; the C source below (clang-14 -O2, x86_64), and the same with --no-jit.
; RUN: sh -c 'EHI_JIT_LOG=1 %ehi run %s' 2>&1 | FileCheck %s --check-prefixes=JIT,SUM
; RUN: %ehi run --no-jit %s | FileCheck %s --check-prefix=SUM
; JIT: [jit] @main: {{[0-9]+}} of {{[0-9]+}} ops
; SUM: 12423093967736147051
;
; int printf(const char *, ...);
; int main(int argc, char **argv)
; {
; 	unsigned long s = 0;
; 	(void)argv;
; 	for (long i = -2000 - argc; i <= 2000; i += 7) {
; 		long a = i > -1000 ? i : -1000;
; 		a = a < 1000 ? a : 1000;
; 		int j = (int)i;
; 		int b = j >= -3 ? j : -3;
; 		b = b <= 70 ? b : 70;
; 		s = s * 31 + a + b + (i <= 5) + (j < -7) + (i >= -1500) * 2 + (j > 1500) * 3;
; 	}
; 	printf("%lu\n", s);
; 	return 0;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, -4001
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = sub nsw i32 -2000, %0
  %6 = sext i32 %5 to i64
  br label %10

7:                                                ; preds = %10, %2
  %8 = phi i64 [ 0, %2 ], [ %37, %10 ]
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %8)
  ret i32 0

10:                                               ; preds = %4, %10
  %11 = phi i64 [ %37, %10 ], [ 0, %4 ]
  %12 = phi i64 [ %38, %10 ], [ %6, %4 ]
  %13 = icmp sgt i64 %12, -1000
  %14 = select i1 %13, i64 %12, i64 -1000
  %15 = icmp slt i64 %14, 1000
  %16 = select i1 %15, i64 %14, i64 1000
  %17 = trunc i64 %12 to i32
  %18 = icmp sgt i32 %17, -3
  %19 = select i1 %18, i32 %17, i32 -3
  %20 = icmp slt i32 %19, 70
  %21 = select i1 %20, i32 %19, i32 70
  %22 = mul i64 %11, 31
  %23 = sext i32 %21 to i64
  %24 = icmp slt i64 %12, 6
  %25 = zext i1 %24 to i64
  %26 = icmp slt i32 %17, -7
  %27 = zext i1 %26 to i64
  %28 = icmp sgt i64 %12, -1501
  %29 = select i1 %28, i64 2, i64 0
  %30 = icmp sgt i32 %17, 1500
  %31 = select i1 %30, i64 3, i64 0
  %32 = add i64 %22, %25
  %33 = add i64 %32, %29
  %34 = add i64 %33, %27
  %35 = add i64 %34, %31
  %36 = add i64 %35, %16
  %37 = add i64 %36, %23
  %38 = add nsw i64 %12, 7
  %39 = icmp slt i64 %12, 1994
  br i1 %39, label %10, label %7, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

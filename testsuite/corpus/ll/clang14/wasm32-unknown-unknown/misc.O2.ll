; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Self = type { %struct.Self*, i32* }

@ctor_ran = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [29 x i8] c"flags %u %u %d %llx size=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"wire %d %d %x size=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"msg %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"sorted %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"compound %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"generic %s %s %s %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"float\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"char*\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"stmt-expr %d %.1f\0A\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"overflow %d %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"complex %.1f %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"fcomplex %.3f %.3f\0A\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"globals %d %ld %d %d %s %d\0A\00", align 1
@table = internal global [10 x i32] [i32 0, i32 0, i32 20, i32 0, i32 0, i32 0, i32 0, i32 70, i32 0, i32 90], align 16
@ring = internal global [2 x %struct.Self] [%struct.Self { %struct.Self* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.Self]* @ring to i8*), i64 8) to %struct.Self*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 12) to i32*) }, %struct.Self { %struct.Self* getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 32) to i32*) }], align 16
@.str.15 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned %.1f %d ctor=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"vla %d ack %lu\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @early_init, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @late_init, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @at_exit_fn, i8* null }]
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @early_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @ctor_ran, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal void @late_init() #0 {
  %1 = load i32, i32* @ctor_ran, align 4, !tbaa !2
  %2 = mul nsw i32 %1, 10
  store i32 %2, i32* @ctor_ran, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal void @at_exit_fn() #1 {
  ret void
}

; Function Attrs: nounwind
define hidden i32 @main() #2 {
  %1 = alloca { float, float }, align 4
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 5, i32 noundef -1, i64 noundef 4886718345, i32 noundef 16)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef 7, i32 noundef 1, i32 noundef 43981, i32 noundef 7)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), double noundef 7.500000e-01)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), i32 noundef 9, i32 noundef 6, i32 noundef 1)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i32 noundef 8, double noundef 2.500000e+00)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.11, i32 0, i32 0), i32 noundef 1, i32 noundef -2147483648, i32 noundef 1)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef -3.000000e+00, double noundef 4.000000e+00)
  call void @__divsc3({ float, float }* nonnull sret({ float, float }) align 4 %1, float noundef 1.000000e+00, float noundef -1.000000e+00, float noundef 2.000000e+00, float noundef -1.000000e+00) #5
  %11 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 0
  %12 = load float, float* %11, align 4
  %13 = getelementptr inbounds { float, float }, { float, float }* %1, i32 0, i32 1
  %14 = load float, float* %13, align 4
  %15 = fpext float %12 to double
  %16 = fpext float %14 to double
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), double noundef %15, double noundef %16)
  %18 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !tbaa !2
  %19 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 2), align 8, !tbaa !2
  %20 = add nsw i32 %19, %18
  %21 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 1, i32 0), align 8, !tbaa !6
  %22 = getelementptr inbounds %struct.Self, %struct.Self* %21, i32 0, i32 1
  %23 = load i32*, i32** %22, align 4, !tbaa !9
  %24 = load i32, i32* %23, align 4, !tbaa !2
  %25 = load %struct.Self*, %struct.Self** getelementptr inbounds ([2 x %struct.Self], [2 x %struct.Self]* @ring, i32 0, i32 0, i32 0), align 16, !tbaa !6
  %26 = getelementptr inbounds %struct.Self, %struct.Self* %25, i32 0, i32 1
  %27 = load i32*, i32** %26, align 4, !tbaa !9
  %28 = load i32, i32* %27, align 4, !tbaa !2
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i32 0, i32 0), i32 noundef %20, i32 noundef 32, i32 noundef %24, i32 noundef %28, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 1), i32 noundef 1)
  %30 = load i32, i32* @ctor_ran, align 4, !tbaa !2
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), double noundef 3.000000e+00, i32 noundef 32, i32 noundef %30)
  %32 = call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.17, i32 0, i32 0), i32 noundef 506, i32 noundef %32)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__divsc3({ float, float }*, float, float, float, float) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7, !prof !10

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7, !prof !10

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16)
  br label %11
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Self", !8, i64 0, !8, i64 4}
!8 = !{!"any pointer", !4, i64 0}
!9 = !{!7, !8, i64 4}
!10 = !{!"branch_weights", i32 1, i32 2000}

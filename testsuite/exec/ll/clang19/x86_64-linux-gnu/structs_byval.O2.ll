; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Outer = type { %struct.Inner, i32, %struct.P2 }
%struct.Inner = type { i16, [6 x i8] }
%struct.P2 = type { i32, i32 }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [18 x i8] c"p2_add: (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cross: (%g, %g, %g)\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"cross2: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"f4: %g %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"mixed: %c %.3e %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"big: v[9]=%d sum=%lld tag>>33=%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"big after byval call: v[0]=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"tiny: %c%c%c\0A\00", align 1
@__const.main.o = private unnamed_addr constant %struct.Outer { %struct.Inner { i16 7, [6 x i8] c"hello\00" }, i32 21, %struct.P2 { i32 1, i32 2 } }, align 4
@.str.8 = private unnamed_addr constant [49 x i8] c"outer: %d %s %d (%d,%d) / orig %d %s %d (%d,%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"ll2: %lld %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"many: %.6e\0A\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"acc: (%d, %d)\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"list total %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"copy v[3]=%d orig v[3]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 8
  %2 = alloca %struct.Outer, align 4
  %3 = alloca [5 x %struct.Node], align 16
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 24)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, double noundef 6.020000e+23, i32 noundef -1234)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 99, i32 noundef 97, i32 noundef 98)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @__const.main.o, i64 20, i1 false)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #4
  %12 = getelementptr inbounds i8, ptr %1, i64 2
  %13 = getelementptr inbounds i8, ptr %2, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %13, ptr noundef nonnull align 1 dereferenceable(5) getelementptr inbounds (i8, ptr @__const.main.o, i64 3), i64 5, i1 false)
  store i16 8, ptr %2, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 88, ptr %14, align 2
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 42, ptr %15, align 4, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 1, ptr %16, align 4, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 -2, ptr %17, align 4, !tbaa !9
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 8, ptr noundef nonnull %14, i32 noundef 42, i32 noundef 1, i32 noundef -2, i32 noundef 7, ptr noundef nonnull %12, i32 noundef 21, i32 noundef 1, i32 noundef 2)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -7, i64 noundef 1099511627776)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x44DFDE9F10A91361)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 28, i32 noundef 140)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #4
  store i32 0, ptr %3, align 16, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %22, ptr %23, align 8, !tbaa !14
  store i32 10, ptr %22, align 16, !tbaa !11
  %24 = getelementptr inbounds i8, ptr %3, i64 32
  %25 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %24, ptr %25, align 8, !tbaa !14
  store i32 20, ptr %24, align 16, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %3, i64 48
  %27 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %26, ptr %27, align 8, !tbaa !14
  store i32 30, ptr %26, align 16, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %3, i64 64
  %29 = getelementptr inbounds i8, ptr %3, i64 56
  store ptr %28, ptr %29, align 8, !tbaa !14
  store i32 40, ptr %28, align 16, !tbaa !11
  %30 = getelementptr inbounds i8, ptr %3, i64 72
  store ptr null, ptr %30, align 8, !tbaa !14
  br label %34

31:                                               ; preds = %34
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %38)
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 14)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #4
  ret i32 11

34:                                               ; preds = %0, %34
  %35 = phi ptr [ %40, %34 ], [ %3, %0 ]
  %36 = phi i32 [ %38, %34 ], [ 0, %0 ]
  %37 = load i32, ptr %35, align 8, !tbaa !11
  %38 = add nsw i32 %37, %36
  %39 = getelementptr inbounds i8, ptr %35, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !14
  %41 = icmp eq ptr %40, null
  br i1 %41, label %31, label %34, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"Node", !10, i64 0, !13, i64 8}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!12, !13, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}

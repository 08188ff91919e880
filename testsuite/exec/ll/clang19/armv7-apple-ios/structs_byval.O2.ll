; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: nofree nounwind
define noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca [5 x %struct.Node], align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef 24)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, double noundef 6.020000e+23, i32 noundef -1234)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 99, i32 noundef 97, i32 noundef 98)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #3
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @__const.main.o, i32 20, i1 false)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #3
  store i32 1700265992, ptr %2, align 4, !alias.scope !5
  %12 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 7302252, ptr %12, align 4, !tbaa !8, !alias.scope !5
  %13 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 42, ptr %13, align 4, !tbaa !11, !alias.scope !5
  %14 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 1, ptr %14, align 4, !tbaa !11, !alias.scope !5
  %15 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 -2, ptr %15, align 4, !tbaa !11, !alias.scope !5
  %16 = getelementptr inbounds i8, ptr %2, i32 2
  %17 = getelementptr inbounds i8, ptr %1, i32 2
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 8, ptr noundef nonnull %16, i32 noundef 42, i32 noundef 1, i32 noundef -2, i32 noundef 7, ptr noundef nonnull %17, i32 noundef 21, i32 noundef 1, i32 noundef 2)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -7, i64 noundef 1099511627776)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x44DFDE9F10A91361)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 28, i32 noundef 140)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #3
  store i32 0, ptr %3, align 4, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %3, i32 8
  %23 = getelementptr inbounds i8, ptr %3, i32 4
  store ptr %22, ptr %23, align 4, !tbaa !16
  store i32 10, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %3, i32 16
  %25 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr %24, ptr %25, align 4, !tbaa !16
  store i32 20, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds i8, ptr %3, i32 24
  %27 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr %26, ptr %27, align 4, !tbaa !16
  store i32 30, ptr %26, align 4, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %3, i32 32
  %29 = getelementptr inbounds i8, ptr %3, i32 28
  store ptr %28, ptr %29, align 4, !tbaa !16
  store i32 40, ptr %28, align 4, !tbaa !13
  %30 = getelementptr inbounds i8, ptr %3, i32 36
  store ptr null, ptr %30, align 4, !tbaa !16
  br label %34

31:                                               ; preds = %34
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %38)
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #3
  ret i32 11

34:                                               ; preds = %0, %34
  %35 = phi ptr [ %40, %34 ], [ %3, %0 ]
  %36 = phi i32 [ %38, %34 ], [ 0, %0 ]
  %37 = load i32, ptr %35, align 4, !tbaa !13
  %38 = add nsw i32 %37, %36
  %39 = getelementptr inbounds i8, ptr %35, i32 4
  %40 = load ptr, ptr %39, align 4, !tbaa !16
  %41 = icmp eq ptr %40, null
  br i1 %41, label %31, label %34, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"outer_bump: argument 0"}
!7 = distinct !{!7, !"outer_bump"}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = !{!14, !12, i64 0}
!14 = !{!"Node", !12, i64 0, !15, i64 4}
!15 = !{!"any pointer", !9, i64 0}
!16 = !{!14, !15, i64 4}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}

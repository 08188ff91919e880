; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Outer = type { %struct.Inner, i32, %struct.P2 }
%struct.Inner = type { i16, [6 x i8] }
%struct.P2 = type { i32, i32 }
%struct.Node = type { i32, %struct.Node* }

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
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca [5 x %struct.Node], align 4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef -7, i32 noundef 24)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef 113, double noundef 6.020000e+23, i32 noundef -1234)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef 5)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef 99, i32 noundef 97, i32 noundef 98)
  %12 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %12) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(20) %12, i8* noundef nonnull align 4 dereferenceable(20) bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  %13 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %13) #4
  %14 = bitcast %struct.Outer* %2 to i32*
  store i32 1700265992, i32* %14, align 4, !tbaa.struct !9, !alias.scope !17
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 1, i32 2
  %16 = bitcast i8* %15 to i32*
  store i32 7302252, i32* %16, align 4, !tbaa.struct !20, !alias.scope !17
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1
  store i32 42, i32* %17, align 4, !tbaa.struct !21, !alias.scope !17
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  store i32 1, i32* %18, align 4, !tbaa.struct !22, !alias.scope !17
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 1
  store i32 -2, i32* %19, align 4, !tbaa.struct !23, !alias.scope !17
  %20 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 1, i32 0
  %21 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0, i32 1, i32 0
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef 8, i8* noundef nonnull %20, i32 noundef 42, i32 noundef 1, i32 noundef -2, i32 noundef 7, i8* noundef nonnull %21, i32 noundef 21, i32 noundef 1, i32 noundef 2)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef -7, i64 noundef 1099511627776)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef 0x44DFDE9F10A91361)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 28, i32 noundef 140)
  %26 = bitcast [5 x %struct.Node]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %26) #4
  %27 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %27, align 4, !tbaa !24
  %28 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1
  %29 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 1
  store %struct.Node* %28, %struct.Node** %29, align 4, !tbaa !27
  %30 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 0
  store i32 10, i32* %30, align 4, !tbaa !24
  %31 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2
  %32 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 1
  store %struct.Node* %31, %struct.Node** %32, align 4, !tbaa !27
  %33 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 0
  store i32 20, i32* %33, align 4, !tbaa !24
  %34 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3
  %35 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 1
  store %struct.Node* %34, %struct.Node** %35, align 4, !tbaa !27
  %36 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 0
  store i32 30, i32* %36, align 4, !tbaa !24
  %37 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4
  %38 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 1
  store %struct.Node* %37, %struct.Node** %38, align 4, !tbaa !27
  %39 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 0
  store i32 40, i32* %39, align 4, !tbaa !24
  %40 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 1
  store %struct.Node* null, %struct.Node** %40, align 4, !tbaa !27
  %41 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0
  br label %45

42:                                               ; preds = %45
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %50)
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef 0, i32 noundef 14)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %26) #4
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %13) #4
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %12) #4
  ret i32 11

45:                                               ; preds = %0, %45
  %46 = phi %struct.Node* [ %41, %0 ], [ %52, %45 ]
  %47 = phi i32 [ 0, %0 ], [ %50, %45 ]
  %48 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !24
  %50 = add nsw i32 %49, %47
  %51 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 1
  %52 = load %struct.Node*, %struct.Node** %51, align 4, !tbaa !27
  %53 = icmp eq %struct.Node* %52, null
  br i1 %53, label %42, label %45, !llvm.loop !28
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{i64 0, i64 2, !10, i64 2, i64 6, !14, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 4, !15}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!12, !12, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !12, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"outer_bump: argument 0"}
!19 = distinct !{!19, !"outer_bump"}
!20 = !{i64 0, i64 4, !14, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15}
!21 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15}
!22 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!23 = !{i64 0, i64 4, !15}
!24 = !{!25, !16, i64 0}
!25 = !{!"Node", !16, i64 0, !26, i64 4}
!26 = !{!"any pointer", !12, i64 0}
!27 = !{!25, !26, i64 4}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}

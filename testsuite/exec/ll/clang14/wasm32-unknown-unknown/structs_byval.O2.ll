; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
  %1 = alloca %struct.Outer, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca [5 x %struct.Node], align 16
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef -7, i32 noundef 24)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i32 0, i32 0), double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef 113, double noundef 6.020000e+23, i32 noundef -1234)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i32 0, i32 0), i32 noundef 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i32 0, i32 0), i32 noundef 5)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i32 0, i32 0), i32 noundef 99, i32 noundef 97, i32 noundef 98)
  %12 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %12) #5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(20) %12, i8* noundef nonnull align 4 dereferenceable(20) bitcast (%struct.Outer* @__const.main.o to i8*), i32 20, i1 false)
  %13 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %13) #5
  %14 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0, i32 1, i32 0
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0, i32 1, i32 1
  %16 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 1, i32 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(5) %16, i8* noundef nonnull align 1 dereferenceable(5) %15, i64 5, i1 false)
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 0
  store i16 8, i16* %17, align 4, !tbaa.struct !2
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 1, i32 0
  store i8 88, i8* %18, align 2, !tbaa.struct !10
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1
  store i32 42, i32* %19, align 4, !tbaa.struct !11
  %20 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  store i32 1, i32* %20, align 4, !tbaa.struct !12
  %21 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 1
  store i32 -2, i32* %21, align 4, !tbaa.struct !13
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i32 0, i32 0), i32 noundef 8, i8* noundef nonnull %18, i32 noundef 42, i32 noundef 1, i32 noundef -2, i32 noundef 7, i8* noundef nonnull %14, i32 noundef 21, i32 noundef 1, i32 noundef 2)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i64 noundef -7, i64 noundef 1099511627776)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i32 0, i32 0), double noundef 0x44DFDE9F10A91361)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i32 noundef 28, i32 noundef 140)
  %26 = bitcast [5 x %struct.Node]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %26) #5
  %27 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %27, align 16, !tbaa !14
  %28 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1
  %29 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 1
  store %struct.Node* %28, %struct.Node** %29, align 4, !tbaa !17
  %30 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 0
  store i32 10, i32* %30, align 8, !tbaa !14
  %31 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2
  %32 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 1
  store %struct.Node* %31, %struct.Node** %32, align 4, !tbaa !17
  %33 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 0
  store i32 20, i32* %33, align 16, !tbaa !14
  %34 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3
  %35 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 1
  store %struct.Node* %34, %struct.Node** %35, align 4, !tbaa !17
  %36 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 0
  store i32 30, i32* %36, align 8, !tbaa !14
  %37 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4
  %38 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 1
  store %struct.Node* %37, %struct.Node** %38, align 4, !tbaa !17
  %39 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 0
  store i32 40, i32* %39, align 16, !tbaa !14
  %40 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 1
  store %struct.Node* null, %struct.Node** %40, align 4, !tbaa !17
  %41 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0
  br label %45

42:                                               ; preds = %45
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i32 0, i32 0), i32 noundef %50)
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i32 noundef 0, i32 noundef 14)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %26) #5
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %12) #5
  ret i32 11

45:                                               ; preds = %0, %45
  %46 = phi %struct.Node* [ %41, %0 ], [ %52, %45 ]
  %47 = phi i32 [ 0, %0 ], [ %50, %45 ]
  %48 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !14
  %50 = add nsw i32 %49, %47
  %51 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 1
  %52 = load %struct.Node*, %struct.Node** %51, align 4, !tbaa !17
  %53 = icmp eq %struct.Node* %52, null
  br i1 %53, label %42, label %45, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{i64 0, i64 2, !3, i64 2, i64 6, !7, i64 8, i64 4, !8, i64 12, i64 4, !8, i64 16, i64 4, !8}
!3 = !{!4, !4, i64 0}
!4 = !{!"short", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !5, i64 0}
!10 = !{i64 0, i64 6, !7, i64 6, i64 4, !8, i64 10, i64 4, !8, i64 14, i64 4, !8}
!11 = !{i64 0, i64 4, !8, i64 4, i64 4, !8, i64 8, i64 4, !8}
!12 = !{i64 0, i64 4, !8, i64 4, i64 4, !8}
!13 = !{i64 0, i64 4, !8}
!14 = !{!15, !9, i64 0}
!15 = !{!"Node", !9, i64 0, !16, i64 4}
!16 = !{!"any pointer", !5, i64 0}
!17 = !{!15, !16, i64 4}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}

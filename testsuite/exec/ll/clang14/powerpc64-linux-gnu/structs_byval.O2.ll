; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 8
  %2 = alloca %struct.Outer, align 8
  %3 = alloca [5 x %struct.Node], align 8
  %4 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef signext -7, i32 noundef signext 24)
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i32 noundef signext 113, double noundef 6.020000e+23, i32 noundef signext -1234)
  %9 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 5)
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext 99, i32 noundef signext 97, i32 noundef signext 98)
  %12 = bitcast %struct.Outer* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %12) #4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %12, i8* noundef nonnull align 4 dereferenceable(20) bitcast (%struct.Outer* @__const.main.o to i8*), i64 20, i1 false)
  %13 = bitcast %struct.Outer* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %13) #4
  %14 = bitcast %struct.Outer* %2 to i64*
  store i64 2348992447672064, i64* %14, align 8, !tbaa.struct !5, !alias.scope !13
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i64 0, i32 1
  %16 = bitcast i32* %15 to i64*
  store i64 180388626433, i64* %16, align 8, !tbaa.struct !16, !alias.scope !13
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i64 0, i32 2, i32 1
  store i32 -2, i32* %17, align 8, !tbaa.struct !17, !alias.scope !13
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i64 0, i32 0, i32 1, i64 0
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i64 0, i32 0, i32 1, i64 0
  %20 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext 8, i8* noundef nonnull %18, i32 noundef signext 42, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 7, i8* noundef nonnull %19, i32 noundef signext 21, i32 noundef signext 1, i32 noundef signext 2)
  %21 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i64 noundef -7, i64 noundef 1099511627776)
  %22 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.10, i64 0, i64 0), double noundef 0x44DFDE9F10A91361)
  %23 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i64 0, i64 0), i32 noundef signext 28, i32 noundef signext 140)
  %24 = bitcast [5 x %struct.Node]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %24) #4
  %25 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 0, i32 0
  store i32 0, i32* %25, align 8, !tbaa !18
  %26 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 1
  %27 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 0, i32 1
  store %struct.Node* %26, %struct.Node** %27, align 8, !tbaa !21
  %28 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 1, i32 0
  store i32 10, i32* %28, align 8, !tbaa !18
  %29 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 2
  %30 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 1, i32 1
  store %struct.Node* %29, %struct.Node** %30, align 8, !tbaa !21
  %31 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 2, i32 0
  store i32 20, i32* %31, align 8, !tbaa !18
  %32 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 3
  %33 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 2, i32 1
  store %struct.Node* %32, %struct.Node** %33, align 8, !tbaa !21
  %34 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 3, i32 0
  store i32 30, i32* %34, align 8, !tbaa !18
  %35 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 4
  %36 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 3, i32 1
  store %struct.Node* %35, %struct.Node** %36, align 8, !tbaa !21
  %37 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 4, i32 0
  store i32 40, i32* %37, align 8, !tbaa !18
  %38 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 4, i32 1
  store %struct.Node* null, %struct.Node** %38, align 8, !tbaa !21
  %39 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i64 0, i64 0
  br label %43

40:                                               ; preds = %43
  %41 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef signext %48)
  %42 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i32 noundef signext 0, i32 noundef signext 14)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %24) #4
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %13) #4
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %12) #4
  ret i32 11

43:                                               ; preds = %0, %43
  %44 = phi %struct.Node* [ %39, %0 ], [ %50, %43 ]
  %45 = phi i32 [ 0, %0 ], [ %48, %43 ]
  %46 = getelementptr inbounds %struct.Node, %struct.Node* %44, i64 0, i32 0
  %47 = load i32, i32* %46, align 8, !tbaa !18
  %48 = add nsw i32 %47, %45
  %49 = getelementptr inbounds %struct.Node, %struct.Node* %44, i64 0, i32 1
  %50 = load %struct.Node*, %struct.Node** %49, align 8, !tbaa !21
  %51 = icmp eq %struct.Node* %50, null
  br i1 %51, label %40, label %43, !llvm.loop !22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{i64 0, i64 2, !6, i64 2, i64 6, !10, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !11}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"outer_bump: argument 0"}
!15 = distinct !{!15, !"outer_bump"}
!16 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11}
!17 = !{i64 0, i64 4, !11}
!18 = !{!19, !12, i64 0}
!19 = !{!"Node", !12, i64 0, !20, i64 8}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!19, !20, i64 8}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}

; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Outer = type { %struct.Inner, i32, %struct.P2 }
%struct.Inner = type { i16, [6 x i8] }
%struct.P2 = type { i32, i32 }
%struct.Node = type { i32, %struct.Node* }

$"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@" = comdat any

$"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@" = comdat any

$"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = comdat any

$"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@" = comdat any

$"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@" = comdat any

$"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@" = comdat any

$"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@" = comdat any

$"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@" = comdat any

@"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"p2_add: (%d, %d)\0A\00", comdat, align 1
@"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"cross: (%g, %g, %g)\0A\00", comdat, align 1
@"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"cross2: (%.4f, %.4f, %.4f)\0A\00", comdat, align 1
@"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"f4: %g %g %g %g\0A\00", comdat, align 1
@"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"mixed: %c %.3e %d\0A\00", comdat, align 1
@"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"big: v[9]=%d sum=%lld tag>>33=%lld\0A\00", comdat, align 1
@"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"big after byval call: v[0]=%d\0A\00", comdat, align 1
@"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"tiny: %c%c%c\0A\00", comdat, align 1
@__const.main.o = private unnamed_addr constant %struct.Outer { %struct.Inner { i16 7, [6 x i8] c"hello\00" }, i32 21, %struct.P2 { i32 1, i32 2 } }, align 4
@"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [49 x i8] c"outer: %d %s %d (%d,%d) / orig %d %s %d (%d,%d)\0A\00", comdat, align 1
@"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"ll2: %lld %lld\0A\00", comdat, align 1
@"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"many: %.6e\0A\00", comdat, align 1
@"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"acc: (%d, %d)\0A\00", comdat, align 1
@"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"list total %d\0A\00", comdat, align 1
@"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"copy v[3]=%d orig v[3]=%d\0A\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca [5 x %struct.Node], align 4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@JNGHGGDF@p2_add?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef -7, i32 noundef 24)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KCFKCLIA@cross?3?5?$CI?$CFg?0?5?$CFg?0?5?$CFg?$CJ?6?$AA@", i32 0, i32 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HBEOPJPK@cross2?3?5?$CI?$CF?44f?0?5?$CF?44f?0?5?$CF?44f?$CJ?6?$AA@", i32 0, i32 0), double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NEANJLNI@f4?3?5?$CFg?5?$CFg?5?$CFg?5?$CFg?6?$AA@", i32 0, i32 0), double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@KFDEPKNJ@mixed?3?5?$CFc?5?$CF?43e?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 113, double noundef 6.020000e+23, i32 noundef -1234)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@JDPFIFKB@big?3?5v?$FL9?$FN?$DN?$CFd?5sum?$DN?$CFlld?5tag?$DO?$DO33?$DN?$CFl@", i32 0, i32 0), i32 noundef 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@NPMBDLOJ@big?5after?5byval?5call?3?5v?$FL0?$FN?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 5)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@EIGEEIEP@tiny?3?5?$CFc?$CFc?$CFc?6?$AA@", i32 0, i32 0), i32 noundef 99, i32 noundef 97, i32 noundef 98)
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
  store i16 8, i16* %17, align 4, !tbaa.struct !3
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 0, i32 1, i32 0
  store i8 88, i8* %18, align 2, !tbaa.struct !11
  %19 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1
  store i32 42, i32* %19, align 4, !tbaa.struct !12
  %20 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 0
  store i32 1, i32* %20, align 4, !tbaa.struct !13
  %21 = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 2, i32 1
  store i32 -2, i32* %21, align 4, !tbaa.struct !14
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @"??_C@_0DB@ODOGDMLP@outer?3?5?$CFd?5?$CFs?5?$CFd?5?$CI?$CFd?0?$CFd?$CJ?5?1?5orig?5?$CF@", i32 0, i32 0), i32 noundef 8, i8* noundef nonnull %18, i32 noundef 42, i32 noundef 1, i32 noundef -2, i32 noundef 7, i8* noundef nonnull %14, i32 noundef 21, i32 noundef 1, i32 noundef 2)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DHHKDJAI@ll2?3?5?$CFlld?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef -7, i64 noundef 1099511627776)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@KDDAGJDG@many?3?5?$CF?46e?6?$AA@", i32 0, i32 0), double noundef 0x44DFDE9F10A91361)
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FHAEAGFB@acc?3?5?$CI?$CFd?0?5?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 28, i32 noundef 140)
  %26 = bitcast [5 x %struct.Node]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %26) #5
  %27 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %27, align 4, !tbaa !15
  %28 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1
  %29 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0, i32 1
  store %struct.Node* %28, %struct.Node** %29, align 4, !tbaa !18
  %30 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 0
  store i32 10, i32* %30, align 4, !tbaa !15
  %31 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2
  %32 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 1, i32 1
  store %struct.Node* %31, %struct.Node** %32, align 4, !tbaa !18
  %33 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 0
  store i32 20, i32* %33, align 4, !tbaa !15
  %34 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3
  %35 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 2, i32 1
  store %struct.Node* %34, %struct.Node** %35, align 4, !tbaa !18
  %36 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 0
  store i32 30, i32* %36, align 4, !tbaa !15
  %37 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4
  %38 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 3, i32 1
  store %struct.Node* %37, %struct.Node** %38, align 4, !tbaa !18
  %39 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 0
  store i32 40, i32* %39, align 4, !tbaa !15
  %40 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 4, i32 1
  store %struct.Node* null, %struct.Node** %40, align 4, !tbaa !18
  %41 = getelementptr inbounds [5 x %struct.Node], [5 x %struct.Node]* %3, i32 0, i32 0
  br label %45

42:                                               ; preds = %45
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EOALMCJD@list?5total?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %50)
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@KJGNDJJ@copy?5v?$FL3?$FN?$DN?$CFd?5orig?5v?$FL3?$FN?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 0, i32 noundef 14)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %26) #5
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %13) #5
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %12) #5
  ret i32 11

45:                                               ; preds = %0, %45
  %46 = phi %struct.Node* [ %41, %0 ], [ %52, %45 ]
  %47 = phi i32 [ 0, %0 ], [ %50, %45 ]
  %48 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 0
  %49 = load i32, i32* %48, align 4, !tbaa !15
  %50 = add nsw i32 %49, %47
  %51 = getelementptr inbounds %struct.Node, %struct.Node* %46, i32 0, i32 1
  %52 = load %struct.Node*, %struct.Node** %51, align 4, !tbaa !18
  %53 = icmp eq %struct.Node* %52, null
  br i1 %53, label %42, label %45, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{i64 0, i64 2, !4, i64 2, i64 6, !8, i64 8, i64 4, !9, i64 12, i64 4, !9, i64 16, i64 4, !9}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !6, i64 0}
!11 = !{i64 0, i64 6, !8, i64 6, i64 4, !9, i64 10, i64 4, !9, i64 14, i64 4, !9}
!12 = !{i64 0, i64 4, !9, i64 4, i64 4, !9, i64 8, i64 4, !9}
!13 = !{i64 0, i64 4, !9, i64 4, i64 4, !9}
!14 = !{i64 0, i64 4, !9}
!15 = !{!16, !10, i64 0}
!16 = !{!"Node", !10, i64 0, !17, i64 4}
!17 = !{!"any pointer", !6, i64 0}
!18 = !{!16, !17, i64 4}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}

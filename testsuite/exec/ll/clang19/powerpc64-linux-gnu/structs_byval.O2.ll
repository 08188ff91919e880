; ModuleID = 'structs_byval.c'
source_filename = "structs_byval.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Outer, align 4
  %2 = alloca %struct.Outer, align 8
  %3 = alloca [5 x %struct.Node], align 8
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext -7, i32 noundef signext 24)
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef 2.000000e+01)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.000000e+00, double noundef 1.000000e+01, double noundef -1.200000e+01, double noundef 5.000000e-01)
  %8 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext 113, double noundef 6.020000e+23, i32 noundef signext -1234)
  %9 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext 86, i64 noundef 340, i64 noundef 5)
  %10 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext 5)
  %11 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 99, i32 noundef signext 97, i32 noundef signext 98)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @__const.main.o, i64 20, i1 false)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #4
  store i64 2348992447672064, ptr %2, align 8, !alias.scope !5
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 180388626433, ptr %12, align 8, !alias.scope !5
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 -2, ptr %13, align 8, !tbaa !8, !alias.scope !5
  %14 = getelementptr inbounds i8, ptr %2, i64 2
  %15 = getelementptr inbounds i8, ptr %1, i64 2
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef signext 8, ptr noundef nonnull %14, i32 noundef signext 42, i32 noundef signext 1, i32 noundef signext -2, i32 noundef signext 7, ptr noundef nonnull %15, i32 noundef signext 21, i32 noundef signext 1, i32 noundef signext 2)
  %17 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -7, i64 noundef 1099511627776)
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x44DFDE9F10A91361)
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef signext 28, i32 noundef signext 140)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #4
  store i32 0, ptr %3, align 8, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %20, ptr %21, align 8, !tbaa !15
  store i32 10, ptr %20, align 8, !tbaa !12
  %22 = getelementptr inbounds i8, ptr %3, i64 32
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %22, ptr %23, align 8, !tbaa !15
  store i32 20, ptr %22, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %3, i64 48
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %24, ptr %25, align 8, !tbaa !15
  store i32 30, ptr %24, align 8, !tbaa !12
  %26 = getelementptr inbounds i8, ptr %3, i64 64
  %27 = getelementptr inbounds i8, ptr %3, i64 56
  store ptr %26, ptr %27, align 8, !tbaa !15
  store i32 40, ptr %26, align 8, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %3, i64 72
  store ptr null, ptr %28, align 8, !tbaa !15
  br label %32

29:                                               ; preds = %32
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext %36)
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef signext 0, i32 noundef signext 14)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #4
  ret i32 11

32:                                               ; preds = %0, %32
  %33 = phi ptr [ %38, %32 ], [ %3, %0 ]
  %34 = phi i32 [ %36, %32 ], [ 0, %0 ]
  %35 = load i32, ptr %33, align 8, !tbaa !12
  %36 = add nsw i32 %35, %34
  %37 = getelementptr inbounds i8, ptr %33, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !15
  %39 = icmp eq ptr %38, null
  br i1 %39, label %29, label %32, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"outer_bump: argument 0"}
!7 = distinct !{!7, !"outer_bump"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !9, i64 0}
!13 = !{!"Node", !9, i64 0, !14, i64 8}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!13, !14, i64 8}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}

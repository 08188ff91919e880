; ModuleID = 'rand48.c'
source_filename = "rand48.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"unseeded\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"srand48(1)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"srand48(0)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"srand48(-1)\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"srand48(2^31-1)\00", align 1
@__const.main.s1 = private unnamed_addr constant [3 x i16] [i16 4660, i16 -21555, i16 66], align 2
@.str.5 = private unnamed_addr constant [28 x i8] c"seed48 old: %04x %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"seed48\00", align 1
@__const.main.p = private unnamed_addr constant [7 x i16] [i16 1, i16 2, i16 3, i16 -6547, i16 -8468, i16 5, i16 11], align 2
@.str.7 = private unnamed_addr constant [23 x i8] c"lcong48 (default a, c)\00", align 1
@__const.main.q = private unnamed_addr constant [7 x i16] [i16 13070, i16 0, i16 0, i16 5, i16 0, i16 0, i16 7], align 2
@.str.8 = private unnamed_addr constant [19 x i8] c"lcong48 (a 5, c 7)\00", align 1
@__const.main.x = private unnamed_addr constant [3 x i16] [i16 13070, i16 4369, i16 8738], align 2
@.str.9 = private unnamed_addr constant [13 x i8] c"erand48 %a  \00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"nrand48 %ld  \00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"jrand48 %ld  \00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"\0Astate %04x %04x %04x\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"sum %a xor %ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c" %a\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i16], align 2
  %2 = alloca [7 x i16], align 2
  %3 = alloca [7 x i16], align 2
  %4 = alloca [3 x i16], align 2
  tail call fastcc void @show(ptr noundef nonnull @.str)
  tail call void @srand48(i64 noundef 1) #5
  tail call fastcc void @show(ptr noundef nonnull @.str.1)
  tail call void @srand48(i64 noundef 0) #5
  tail call fastcc void @show(ptr noundef nonnull @.str.2)
  tail call void @srand48(i64 noundef -1) #5
  tail call fastcc void @show(ptr noundef nonnull @.str.3)
  tail call void @srand48(i64 noundef 2147483647) #5
  tail call fastcc void @show(ptr noundef nonnull @.str.4)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %1, ptr noundef nonnull align 2 dereferenceable(6) @__const.main.s1, i64 6, i1 false)
  %5 = call ptr @seed48(ptr noundef nonnull %1) #5
  %6 = load i16, ptr %5, align 2, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = getelementptr inbounds i8, ptr %5, i64 2
  %9 = load i16, ptr %8, align 2, !tbaa !5
  %10 = zext i16 %9 to i32
  %11 = getelementptr inbounds i8, ptr %5, i64 4
  %12 = load i16, ptr %11, align 2, !tbaa !5
  %13 = zext i16 %12 to i32
  %14 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, i32 noundef %7, i32 noundef %10, i32 noundef %13) #5
  call fastcc void @show(ptr noundef nonnull @.str.6)
  %15 = call ptr @seed48(ptr noundef nonnull %1) #5
  %16 = load i16, ptr %15, align 2, !tbaa !5
  %17 = zext i16 %16 to i32
  %18 = getelementptr inbounds i8, ptr %15, i64 2
  %19 = load i16, ptr %18, align 2, !tbaa !5
  %20 = zext i16 %19 to i32
  %21 = getelementptr inbounds i8, ptr %15, i64 4
  %22 = load i16, ptr %21, align 2, !tbaa !5
  %23 = zext i16 %22 to i32
  %24 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.5, i32 noundef %17, i32 noundef %20, i32 noundef %23) #5
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %2, ptr noundef nonnull align 2 dereferenceable(14) @__const.main.p, i64 14, i1 false)
  call void @lcong48(ptr noundef nonnull %2) #5
  call fastcc void @show(ptr noundef nonnull @.str.7)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %3, ptr noundef nonnull align 2 dereferenceable(14) @__const.main.q, i64 14, i1 false)
  call void @lcong48(ptr noundef nonnull %3) #5
  call fastcc void @show(ptr noundef nonnull @.str.8)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %4) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %4, ptr noundef nonnull align 2 dereferenceable(6) @__const.main.x, i64 6, i1 false)
  %25 = call double @erand48(ptr noundef nonnull %4) #5
  %26 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.9, double noundef %25) #5
  %27 = call double @erand48(ptr noundef nonnull %4) #5
  %28 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.9, double noundef %27) #5
  %29 = call double @erand48(ptr noundef nonnull %4) #5
  %30 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.9, double noundef %29) #5
  %31 = call double @erand48(ptr noundef nonnull %4) #5
  %32 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.9, double noundef %31) #5
  %33 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.10) #5
  %34 = call i64 @nrand48(ptr noundef nonnull %4) #5
  %35 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, i64 noundef %34) #5
  %36 = call i64 @nrand48(ptr noundef nonnull %4) #5
  %37 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, i64 noundef %36) #5
  %38 = call i64 @nrand48(ptr noundef nonnull %4) #5
  %39 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, i64 noundef %38) #5
  %40 = call i64 @nrand48(ptr noundef nonnull %4) #5
  %41 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.11, i64 noundef %40) #5
  %42 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.10) #5
  %43 = call i64 @jrand48(ptr noundef nonnull %4) #5
  %44 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.12, i64 noundef %43) #5
  %45 = call i64 @jrand48(ptr noundef nonnull %4) #5
  %46 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.12, i64 noundef %45) #5
  %47 = call i64 @jrand48(ptr noundef nonnull %4) #5
  %48 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.12, i64 noundef %47) #5
  %49 = call i64 @jrand48(ptr noundef nonnull %4) #5
  %50 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.12, i64 noundef %49) #5
  %51 = load i16, ptr %4, align 2, !tbaa !5
  %52 = zext i16 %51 to i32
  %53 = getelementptr inbounds i8, ptr %4, i64 2
  %54 = load i16, ptr %53, align 2, !tbaa !5
  %55 = zext i16 %54 to i32
  %56 = getelementptr inbounds i8, ptr %4, i64 4
  %57 = load i16, ptr %56, align 2, !tbaa !5
  %58 = zext i16 %57 to i32
  %59 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %52, i32 noundef %55, i32 noundef %58) #5
  call void @srand48(i64 noundef 12345) #5
  br label %62

60:                                               ; preds = %62
  %61 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.14, double noundef %67, i64 noundef %71) #5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #5
  ret i32 0

62:                                               ; preds = %0, %62
  %63 = phi i32 [ 0, %0 ], [ %72, %62 ]
  %64 = phi i64 [ 0, %0 ], [ %71, %62 ]
  %65 = phi double [ 0.000000e+00, %0 ], [ %67, %62 ]
  %66 = call double @drand48() #5
  %67 = fadd double %65, %66
  %68 = call i64 @lrand48() #5
  %69 = call i64 @mrand48() #5
  %70 = xor i64 %68, %64
  %71 = xor i64 %70, %69
  %72 = add nuw nsw i32 %63, 1
  %73 = icmp eq i32 %72, 20000
  br i1 %73, label %60, label %62, !llvm.loop !9
}

; Function Attrs: nounwind uwtable
define internal fastcc void @show(ptr noundef %0) unnamed_addr #0 {
  %2 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.15, ptr noundef %0) #5
  %3 = tail call double @drand48() #5
  %4 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, double noundef %3) #5
  %5 = tail call double @drand48() #5
  %6 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, double noundef %5) #5
  %7 = tail call double @drand48() #5
  %8 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, double noundef %7) #5
  %9 = tail call double @drand48() #5
  %10 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.16, double noundef %9) #5
  %11 = tail call i64 @lrand48() #5
  %12 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %11) #5
  %13 = tail call i64 @lrand48() #5
  %14 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %13) #5
  %15 = tail call i64 @lrand48() #5
  %16 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %15) #5
  %17 = tail call i64 @lrand48() #5
  %18 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %17) #5
  %19 = tail call i64 @mrand48() #5
  %20 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %19) #5
  %21 = tail call i64 @mrand48() #5
  %22 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %21) #5
  %23 = tail call i64 @mrand48() #5
  %24 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %23) #5
  %25 = tail call i64 @mrand48() #5
  %26 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.17, i64 noundef %25) #5
  %27 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.10) #5
  ret void
}

; Function Attrs: nounwind
declare void @srand48(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @seed48(ptr noundef) local_unnamed_addr #1

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @lcong48(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @erand48(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare i64 @nrand48(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @jrand48(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @drand48() local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @lrand48() local_unnamed_addr #1

; Function Attrs: nounwind
declare i64 @mrand48() local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

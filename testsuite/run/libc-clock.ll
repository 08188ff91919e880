; The step clock (SPEC.md section 6, "The C library"): by default the clocks
; count the ops the run executes, 1 ns each, from 2000-01-01 00:00:00 UTC
; (time_t 946684800); two runs read the same values.  --clock=host passes
; the host's clocks through; another --clock is a usage error (status 2).
; The program:
;   #include <stdio.h>
;   #include <sys/time.h>
;   #include <time.h>
;   int main(void) {
;     time_t t = time(NULL);
;     struct timeval tv;
;     gettimeofday(&tv, NULL);
;     struct timespec rt, mono;
;     clock_gettime(CLOCK_REALTIME, &rt);
;     clock_gettime(CLOCK_MONOTONIC, &mono);
;     volatile unsigned long spin = 0;
;     for (int i = 0; i < 1000; i++) spin += i;
;     clock_t c = clock();
;     struct timespec mono2;
;     clock_gettime(CLOCK_MONOTONIC, &mono2);
;     printf("time %lld\n", (long long)t);
;     printf("gettimeofday %lld %ld\n", (long long)tv.tv_sec, (long)tv.tv_usec);
;     printf("realtime %lld %ld\n", (long long)rt.tv_sec, rt.tv_nsec);
;     printf("monotonic %lld %ld\n", (long long)mono.tv_sec, mono.tv_nsec);
;     printf("loop took %ld ns, clock %ld\n", (long)(mono2.tv_nsec - mono.tv_nsec), (long)c);
;     printf("ctime %s", ctime(&t));
;     return 0;
;   }
; RUN: %ehi run %s > %t.1
; RUN: %ehi run %s > %t.2
; RUN: diff %t.1 %t.2
; RUN: FileCheck %s < %t.1
; CHECK: time 946684800
; CHECK-NEXT: gettimeofday 946684800 0
; CHECK-NEXT: realtime 946684800 {{[1-9][0-9]*}}
; CHECK-NEXT: monotonic 0 {{[1-9][0-9]*}}
; CHECK-NEXT: loop took {{[1-9][0-9]*}} ns, clock {{[0-9]+}}
; CHECK-NEXT: ctime Sat Jan  1 00:00:00 2000
; RUN: %ehi run --clock=host %s | FileCheck %s --check-prefix=HOST
; HOST: time {{[1-9][0-9]}}{{[0-9]+}}
; HOST-NOT: ctime Sat Jan  1 00:00:00 2000
; RUN: %ehi run --clock=steps %s | FileCheck %s
; RUN: sh -c '%ehi run --clock=bogus %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: ehi run: bad clock in '--clock=bogus' (--clock=steps or --clock=host)
; BAD: status 2

; ModuleID = 'clock.c'
source_filename = "clock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.timeval = type { i64, i64 }
%struct.timespec = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"time %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"gettimeofday %lld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"realtime %lld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"monotonic %lld %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"loop took %ld ns, clock %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"ctime %s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca %struct.timeval, align 8
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.timespec, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4
  %7 = tail call i64 @time(ptr noundef null) #4
  store i64 %7, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #4
  %8 = call i32 @gettimeofday(ptr noundef nonnull %2, ptr noundef null) #4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #4
  %9 = call i32 @clock_gettime(i32 noundef 0, ptr noundef nonnull %3) #4
  %10 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %4) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 0, ptr %5, align 8, !tbaa !5
  br label %35

11:                                               ; preds = %35
  %12 = call i64 @clock() #4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #4
  %13 = call i32 @clock_gettime(i32 noundef 1, ptr noundef nonnull %6) #4
  %14 = load i64, ptr %1, align 8, !tbaa !5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %14)
  %16 = load i64, ptr %2, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !11
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16, i64 noundef %18)
  %20 = load i64, ptr %3, align 8, !tbaa !12
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !14
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %20, i64 noundef %22)
  %24 = load i64, ptr %4, align 8, !tbaa !12
  %25 = getelementptr inbounds i8, ptr %4, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !14
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %24, i64 noundef %26)
  %28 = getelementptr inbounds i8, ptr %6, i64 8
  %29 = load i64, ptr %28, align 8, !tbaa !14
  %30 = load i64, ptr %25, align 8, !tbaa !14
  %31 = sub nsw i64 %29, %30
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %31, i64 noundef %12)
  %33 = call ptr @ctime(ptr noundef nonnull %1) #4
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %33)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4
  ret i32 0

35:                                               ; preds = %0, %35
  %36 = phi i64 [ 0, %0 ], [ %39, %35 ]
  %37 = load volatile i64, ptr %5, align 8, !tbaa !5
  %38 = add i64 %37, %36
  store volatile i64 %38, ptr %5, align 8, !tbaa !5
  %39 = add nuw nsw i64 %36, 1
  %40 = icmp eq i64 %39, 1000
  br i1 %40, label %11, label %35, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i64 @time(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare ptr @ctime(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"timeval", !6, i64 0, !6, i64 8}
!11 = !{!10, !6, i64 8}
!12 = !{!13, !6, i64 0}
!13 = !{!"timespec", !6, i64 0, !6, i64 8}
!14 = !{!13, !6, i64 8}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}

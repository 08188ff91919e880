; ModuleID = 'vprintf.c'
source_filename = "vprintf.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [65 x i8] c"%d %u %ld %lld %hhd %hd %c %s %5.2f %e %g %Lf %p %x %o %#x %zu|\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"returned %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"%f %f %f %f %f %f %f %f %f %f %f|%d %d %d %d %d %d %d %d|\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"%s-%s-%s-%s-%s-%s-%s-%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"h\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"%Lg %d %Lg %f %Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"%3$s %1$d %2$f\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"positional\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.16 = private unnamed_addr constant [20 x i8] c"to a stream: %d %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [16 x i8] c"%s|%d|%.3f|%lld\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"%d %d %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"rest\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"abc%n def\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"returned %d, n %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [26 x i8] c"vsnprintf(%zu) = %d [%s]\0A\00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"vsprintf = %d [%s]\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"first %d: \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str, i32 noundef -7, i32 noundef -294967296, i64 noundef -123456789, i64 noundef 1234567890123456789, i32 noundef 300, i32 noundef 70000, i32 noundef 113, ptr noundef nonnull @.str.1, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 5.000000e-01, fp128 noundef 0xL55555555555555553FFD555555555555, ptr noundef null, i32 noundef 255, i32 noundef 8, i32 noundef 255, i64 noundef 8)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3)
  %5 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.3, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  %9 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.13, fp128 noundef 0xL00000000000000004000400000000000, i32 noundef 3, fp128 noundef 0xL0000000000000000BFFC000000000000, double noundef 2.500000e-01, fp128 noundef 0xLA000000000000000406293E5939A08CE)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9)
  %11 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.14, i32 noundef 42, double noundef 2.500000e+00, ptr noundef nonnull @.str.15)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11)
  %13 = load ptr, ptr @stdout, align 8, !tbaa !6
  %14 = tail call i32 (ptr, ptr, ...) @err(ptr noundef %13, ptr nonnull poison, i32 noundef 99, ptr noundef nonnull @.str.17)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 64, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 8, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 1, ptr noundef nonnull @.str.20, i32 noundef 7)
  %16 = call i32 (ptr, ...) @tail(ptr nonnull poison, i32 noundef 10, i32 noundef 20, i32 noundef 30, ptr noundef nonnull @.str.22)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 0, ptr %2, align 4, !tbaa !10
  %18 = call i32 (ptr, ...) @say(ptr noundef nonnull @.str.23, ptr noundef nonnull %2)
  %19 = load i32, ptr %2, align 4, !tbaa !10
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %18, i32 noundef %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @say(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5, !noalias !12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false)
  %4 = load ptr, ptr @stdout, align 8, !tbaa !6, !noalias !12
  %5 = call i32 @vfprintf(ptr noundef %4, ptr noundef %0, ptr noundef nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5, !noalias !12
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @err(ptr nocapture noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !15
  %5 = call i32 @vfprintf(ptr noundef %0, ptr noundef nonnull @.str.16, ptr noundef nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define internal void @twice(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, ...) unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca %struct.__va_list, align 8
  %7 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #5
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.va_copy.p0(ptr nonnull %5, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !15
  %8 = call i32 @vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %1, i32 noundef %8, ptr noundef %0)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !15
  %10 = call i32 @vsprintf(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %10, ptr noundef %0)
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @tail(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = icmp sgt i32 %5, -1
  br i1 %6, label %15, label %7

7:                                                ; preds = %1
  %8 = add nsw i32 %5, 8
  store i32 %8, ptr %4, align 8
  %9 = icmp ult i32 %5, -7
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = sext i32 %5 to i64
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  br label %18

15:                                               ; preds = %7, %1
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %3, align 8
  br label %18

18:                                               ; preds = %15, %10
  %19 = phi ptr [ %14, %10 ], [ %16, %15 ]
  %20 = load i32, ptr %19, align 8, !tbaa !10
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %20)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #5, !noalias !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false)
  %22 = load ptr, ptr @stdout, align 8, !tbaa !6, !noalias !16
  %23 = call i32 @vfprintf(ptr noundef %22, ptr noundef nonnull @.str.21, ptr noundef nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #5, !noalias !16
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  ret i32 %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @vsprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13}
!13 = distinct !{!13, !14, !"vprintf: argument 0"}
!14 = distinct !{!14, !"vprintf"}
!15 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 8, !6, i64 24, i64 4, !10, i64 28, i64 4, !10}
!16 = !{!17}
!17 = distinct !{!17, !18, !"vprintf: argument 0"}
!18 = distinct !{!18, !"vprintf"}

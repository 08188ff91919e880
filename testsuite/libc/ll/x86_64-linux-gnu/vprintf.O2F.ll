; ModuleID = 'vprintf.c'
source_filename = "vprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str, i32 noundef -7, i32 noundef -294967296, i64 noundef -123456789, i64 noundef 1234567890123456789, i32 noundef 300, i32 noundef 70000, i32 noundef 113, ptr noundef nonnull @.str.1, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, ptr noundef null, i32 noundef 255, i32 noundef 8, i32 noundef 255, i64 noundef 8)
  %4 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %3) #5
  %5 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.3, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %6 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %5) #5
  %7 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12)
  %8 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %7) #5
  %9 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.13, x86_fp80 noundef 0xK4000A000000000000000, i32 noundef 3, x86_fp80 noundef 0xKBFFC8000000000000000, double noundef 2.500000e-01, x86_fp80 noundef 0xK4062C9F2C9CD04675000)
  %10 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %9) #5
  %11 = tail call i32 (ptr, ...) @say(ptr noundef nonnull @.str.14, i32 noundef 42, double noundef 2.500000e+00, ptr noundef nonnull @.str.15)
  %12 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %11) #5
  %13 = load ptr, ptr @stdout, align 8, !tbaa !5
  %14 = tail call i32 (ptr, ptr, ...) @err(ptr noundef %13, ptr nonnull poison, i32 noundef 99, ptr noundef nonnull @.str.17)
  %15 = tail call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %14) #5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 64, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 8, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  call void (ptr, i64, ptr, ...) @twice(ptr noundef nonnull %1, i64 noundef 1, ptr noundef nonnull @.str.20, i32 noundef 7)
  %16 = call i32 (ptr, ...) @tail(ptr nonnull poison, i32 noundef 10, i32 noundef 20, i32 noundef 30, ptr noundef nonnull @.str.22)
  %17 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.2, i32 noundef %16) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #5
  store i32 0, ptr %2, align 4, !tbaa !9
  %18 = call i32 (ptr, ...) @say(ptr noundef nonnull @.str.23, ptr noundef nonnull %2)
  %19 = load i32, ptr %2, align 4, !tbaa !9
  %20 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.24, i32 noundef %18, i32 noundef %19) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal i32 @say(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr @stdout, align 8, !tbaa !5, !noalias !11
  %4 = call i32 @__vfprintf_chk(ptr noundef %3, i32 noundef 1, ptr noundef %0, ptr noundef nonnull %2) #5
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret i32 %4
}

declare i32 @__printf_chk(i32 noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i32 @err(ptr noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @__vfprintf_chk(ptr noundef %0, i32 noundef 1, ptr noundef nonnull @.str.16, ptr noundef nonnull %3) #5
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  ret i32 %4
}

; Function Attrs: nounwind uwtable
define internal void @twice(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) unnamed_addr #0 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #5
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.va_copy.p0(ptr nonnull %5, ptr nonnull %4)
  %6 = call i32 @__vsnprintf_chk(ptr noundef %0, i64 noundef %1, i32 noundef 1, i64 noundef -1, ptr noundef %2, ptr noundef nonnull %4) #5
  %7 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.25, i64 noundef %1, i32 noundef %6, ptr noundef %0) #5
  %8 = call i32 @__vsprintf_chk(ptr noundef %0, i32 noundef 1, i64 noundef -1, ptr noundef %2, ptr noundef nonnull %5) #5
  %9 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.26, i32 noundef %8, ptr noundef %0) #5
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #5
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @tail(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = icmp ult i32 %3, 41
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = add nuw nsw i32 %3, 8
  store i32 %10, ptr %2, align 16
  br label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr i8, ptr %13, i64 8
  store ptr %14, ptr %12, align 8
  br label %15

15:                                               ; preds = %11, %5
  %16 = phi ptr [ %9, %5 ], [ %13, %11 ]
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = call i32 (i32, ptr, ...) @__printf_chk(i32 noundef 1, ptr noundef nonnull @.str.27, i32 noundef %17) #5
  %19 = load ptr, ptr @stdout, align 8, !tbaa !5, !noalias !14
  %20 = call i32 @__vfprintf_chk(ptr noundef %19, i32 noundef 1, ptr noundef nonnull @.str.21, ptr noundef nonnull %2) #5
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare i32 @__vfprintf_chk(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: nofree
declare i32 @__vsnprintf_chk(ptr noundef, i64 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree
declare i32 @__vsprintf_chk(ptr noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12}
!12 = distinct !{!12, !13, !"vprintf.inline: argument 0"}
!13 = distinct !{!13, !"vprintf.inline"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"vprintf.inline: argument 0"}
!16 = distinct !{!16, !"vprintf.inline"}

; ModuleID = 'errno.c'
source_filename = "errno.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"-1: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"1000: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strerror_r: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"getenv unset: %p\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"EHI_TEST_SURELY_UNSET\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"setenv: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"EHI_TEST_VAR\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"getenv: %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"setenv no overwrite: %d -> %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.12 = private unnamed_addr constant [57 x i8] c"setenv overwrite: %d -> %s (old pointer still reads %s)\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"third\00", align 1
@.str.14 = private unnamed_addr constant [32 x i8] c"setenv empty value: %d -> [%s]\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"EHI_TEST_EMPTY\00", align 1
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"BAD=NAME\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.19 = private unnamed_addr constant [30 x i8] c"setenv bad name: %d errno %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [32 x i8] c"setenv empty name: %d errno %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [21 x i8] c"getenv with '=': %p\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"EHI_TEST_VAR=third\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"unsetenv: %d -> %p\0A\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"unsetenv again: %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"A=B\00", align 1
@.str.26 = private unnamed_addr constant [32 x i8] c"unsetenv bad name: %d errno %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"other kept: [%s]\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  br label %44

2:                                                ; preds = %44
  %3 = tail call ptr @strerror(i32 noundef -1) #6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %3)
  %5 = tail call ptr @strerror(i32 noundef 1000) #6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  %7 = call ptr @strerror_r(i32 noundef 2, ptr noundef nonnull %1, i64 noundef 64) #6
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %7)
  %9 = tail call ptr @__errno_location() #7
  store i32 0, ptr %9, align 4, !tbaa !5
  %10 = call ptr @getenv(ptr noundef nonnull @.str.5) #6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %10)
  %12 = call i32 @setenv(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i32 noundef 1) #6
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %12)
  %14 = call ptr @getenv(ptr noundef nonnull @.str.7) #6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %14)
  %16 = call ptr @getenv(ptr noundef nonnull @.str.7) #6
  %17 = call i32 @setenv(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11, i32 noundef 0) #6
  %18 = call ptr @getenv(ptr noundef nonnull @.str.7) #6
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %17, ptr noundef %18)
  %20 = call i32 @setenv(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.13, i32 noundef 1) #6
  %21 = call ptr @getenv(ptr noundef nonnull @.str.7) #6
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %20, ptr noundef %21, ptr noundef %16)
  %23 = call i32 @setenv(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 1) #6
  %24 = call ptr @getenv(ptr noundef nonnull @.str.15) #6
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %23, ptr noundef %24)
  store i32 0, ptr %9, align 4, !tbaa !5
  %26 = call i32 @setenv(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.18, i32 noundef 1) #6
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %26, i32 noundef %27)
  store i32 0, ptr %9, align 4, !tbaa !5
  %29 = call i32 @setenv(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.18, i32 noundef 1) #6
  %30 = load i32, ptr %9, align 4, !tbaa !5
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %29, i32 noundef %30)
  %32 = call ptr @getenv(ptr noundef nonnull @.str.22) #6
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef %32)
  %34 = call i32 @unsetenv(ptr noundef nonnull @.str.7) #6
  %35 = call ptr @getenv(ptr noundef nonnull @.str.7) #6
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %34, ptr noundef %35)
  %37 = call i32 @unsetenv(ptr noundef nonnull @.str.7) #6
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %37)
  store i32 0, ptr %9, align 4, !tbaa !5
  %39 = call i32 @unsetenv(ptr noundef nonnull @.str.25) #6
  %40 = load i32, ptr %9, align 4, !tbaa !5
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %39, i32 noundef %40)
  %42 = call ptr @getenv(ptr noundef nonnull @.str.15) #6
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef %42)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 0

44:                                               ; preds = %0, %44
  %45 = phi i32 [ 0, %0 ], [ %48, %44 ]
  %46 = tail call ptr @strerror(i32 noundef %45) #6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45, ptr noundef %46)
  %48 = add nuw nsw i32 %45, 1
  %49 = icmp eq i32 %48, 135
  br i1 %49, label %2, label %44, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare ptr @strerror_r(i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @setenv(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @unsetenv(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

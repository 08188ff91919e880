; ModuleID = 'pthread.c'
source_filename = "pthread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@.str = private unnamed_addr constant [59 x i8] c"normal: lock %d trylock %d unlock %d trylock %d unlock %d\0A\00", align 1
@normal = internal global %union.pthread_mutex_t zeroinitializer, align 8
@recursive = internal global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 1, i16 0, i16 0, %struct.__pthread_internal_list zeroinitializer } }, align 8
@.str.1 = private unnamed_addr constant [63 x i8] c"recursive: %d %d %d %d %d destroy-held %d %d unlock-unheld %d\0A\00", align 1
@checked = internal global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 2, i16 0, i16 0, %struct.__pthread_internal_list zeroinitializer } }, align 8
@.str.2 = private unnamed_addr constant [64 x i8] c"errorcheck: %d relock %d trylock %d unlock %d unlock-unheld %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"attr: init %d\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c" gettype %d\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" = %d\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c" settype %d\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c" = %d bad settype %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"init recursive: %d\00", align 1
@.str.9 = private unnamed_addr constant [59 x i8] c" lock %d lock %d unlock %d unlock %d unlock %d destroy %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [61 x i8] c"init default: %d trylock %d trylock %d unlock %d destroy %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"once: %d runs %d\0A\00", align 1
@once = internal global i32 0, align 4
@once_runs = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [39 x i8] c"keys: create %d create %d distinct %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"get unset %p\0A\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"set %d set %d get %d get %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [42 x i8] c"delete %d delete again %d set deleted %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [48 x i8] c"self equal %d nonzero %d join self %d yield %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.pthread_mutexattr_t, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.pthread_mutex_t, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @normal) #7
  %9 = tail call i32 @pthread_mutex_trylock(ptr noundef nonnull @normal) #7
  %10 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @normal) #7
  %11 = tail call i32 @pthread_mutex_trylock(ptr noundef nonnull @normal) #7
  %12 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @normal) #7
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @recursive) #7
  %15 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @recursive) #7
  %16 = tail call i32 @pthread_mutex_trylock(ptr noundef nonnull @recursive) #7
  %17 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @recursive) #7
  %18 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @recursive) #7
  %19 = tail call i32 @pthread_mutex_destroy(ptr noundef nonnull @recursive) #7
  %20 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @recursive) #7
  %21 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @recursive) #7
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @checked) #7
  %24 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @checked) #7
  %25 = tail call i32 @pthread_mutex_trylock(ptr noundef nonnull @checked) #7
  %26 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @checked) #7
  %27 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @checked) #7
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7
  store i32 -1, ptr %2, align 4, !tbaa !5
  %29 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %1) #7
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %29)
  %31 = call i32 @pthread_mutexattr_gettype(ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %31)
  %33 = load i32, ptr %2, align 4, !tbaa !5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %33)
  %35 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %1, i32 noundef 1) #7
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %35)
  %37 = call i32 @pthread_mutexattr_gettype(ptr noundef nonnull %1, ptr noundef nonnull %2) #7
  %38 = load i32, ptr %2, align 4, !tbaa !5
  %39 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %1, i32 noundef 99) #7
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %38, i32 noundef %39)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #7
  %41 = call i32 @pthread_mutex_init(ptr noundef nonnull %3, ptr noundef nonnull %1) #7
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %41)
  %43 = call i32 @pthread_mutex_lock(ptr noundef nonnull %3) #7
  %44 = call i32 @pthread_mutex_lock(ptr noundef nonnull %3) #7
  %45 = call i32 @pthread_mutex_unlock(ptr noundef nonnull %3) #7
  %46 = call i32 @pthread_mutex_unlock(ptr noundef nonnull %3) #7
  %47 = call i32 @pthread_mutex_unlock(ptr noundef nonnull %3) #7
  %48 = call i32 @pthread_mutex_destroy(ptr noundef nonnull %3) #7
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %48)
  %50 = call i32 @pthread_mutexattr_destroy(ptr noundef nonnull %1) #7
  %51 = call i32 @pthread_mutex_init(ptr noundef nonnull %3, ptr noundef null) #7
  %52 = call i32 @pthread_mutex_trylock(ptr noundef nonnull %3) #7
  %53 = call i32 @pthread_mutex_trylock(ptr noundef nonnull %3) #7
  %54 = call i32 @pthread_mutex_unlock(ptr noundef nonnull %3) #7
  %55 = call i32 @pthread_mutex_destroy(ptr noundef nonnull %3) #7
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55)
  %57 = call i32 @pthread_once(ptr noundef nonnull @once, ptr noundef nonnull @init_once) #7
  %58 = load i32, ptr @once_runs, align 4, !tbaa !5
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %57, i32 noundef %58)
  %60 = call i32 @pthread_once(ptr noundef nonnull @once, ptr noundef nonnull @init_once) #7
  %61 = load i32, ptr @once_runs, align 4, !tbaa !5
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %60, i32 noundef %61)
  %63 = call i32 @pthread_once(ptr noundef nonnull @once, ptr noundef nonnull @init_once) #7
  %64 = load i32, ptr @once_runs, align 4, !tbaa !5
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %63, i32 noundef %64)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7
  store i32 1, ptr %6, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7
  store i32 2, ptr %7, align 4, !tbaa !5
  %66 = call i32 @pthread_key_create(ptr noundef nonnull %4, ptr noundef null) #7
  %67 = call i32 @pthread_key_create(ptr noundef nonnull %5, ptr noundef null) #7
  %68 = load i32, ptr %4, align 4, !tbaa !5
  %69 = load i32, ptr %5, align 4, !tbaa !5
  %70 = icmp ne i32 %68, %69
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %66, i32 noundef %67, i32 noundef %71)
  %73 = load i32, ptr %4, align 4, !tbaa !5
  %74 = call ptr @pthread_getspecific(i32 noundef %73) #7
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %74)
  %76 = load i32, ptr %4, align 4, !tbaa !5
  %77 = call i32 @pthread_setspecific(i32 noundef %76, ptr noundef nonnull %6) #7
  %78 = load i32, ptr %5, align 4, !tbaa !5
  %79 = call i32 @pthread_setspecific(i32 noundef %78, ptr noundef nonnull %7) #7
  %80 = load i32, ptr %4, align 4, !tbaa !5
  %81 = call ptr @pthread_getspecific(i32 noundef %80) #7
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = load i32, ptr %5, align 4, !tbaa !5
  %84 = call ptr @pthread_getspecific(i32 noundef %83) #7
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %77, i32 noundef %79, i32 noundef %82, i32 noundef %85)
  %87 = load i32, ptr %4, align 4, !tbaa !5
  %88 = call i32 @pthread_key_delete(i32 noundef %87) #7
  %89 = load i32, ptr %4, align 4, !tbaa !5
  %90 = call i32 @pthread_key_delete(i32 noundef %89) #7
  %91 = load i32, ptr %4, align 4, !tbaa !5
  %92 = call i32 @pthread_setspecific(i32 noundef %91, ptr noundef nonnull %6) #7
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %88, i32 noundef %90, i32 noundef %92)
  %94 = tail call i64 @pthread_self() #8
  %95 = icmp ne i64 %94, 0
  %96 = zext i1 %95 to i32
  %97 = call i32 @pthread_join(i64 noundef %94, ptr noundef null) #7
  %98 = call i32 @sched_yield() #7
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1, i32 noundef %96, i32 noundef %97, i32 noundef %98)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_gettype(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_destroy(ptr noundef) local_unnamed_addr #2

declare i32 @pthread_once(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_once() #5 {
  %1 = load i32, ptr @once_runs, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @once_runs, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare i32 @pthread_key_create(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr @pthread_getspecific(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_key_delete(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i64 @pthread_self() local_unnamed_addr #6

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

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

; ModuleID = 'pthread.c'
source_filename = "pthread.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.anon = type { i16, i16 }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, %union.anon }
%union.anon = type { %struct.__pthread_internal_slist }
%struct.__pthread_internal_slist = type { %struct.__pthread_internal_slist* }

@.str = private unnamed_addr constant [59 x i8] c"normal: lock %d trylock %d unlock %d trylock %d unlock %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"recursive: %d %d %d %d %d destroy-held %d %d unlock-unheld %d\0A\00", align 1
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
@normal = internal global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4
@recursive = internal global { { i32, i32, i32, i32, i32, { %struct.anon } } } { { i32, i32, i32, i32, i32, { %struct.anon } } { i32 0, i32 0, i32 0, i32 1, i32 0, { %struct.anon } zeroinitializer } }, align 4
@checked = internal global { { i32, i32, i32, i32, i32, { %struct.anon } } } { { i32, i32, i32, i32, i32, { %struct.anon } } { i32 0, i32 0, i32 0, i32 2, i32 0, { %struct.anon } zeroinitializer } }, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.pthread_mutexattr_t, align 4
  %2 = alloca i32, align 4
  %3 = alloca %union.pthread_mutex_t, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @normal to %union.pthread_mutex_t*)) #7
  %9 = tail call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @normal to %union.pthread_mutex_t*)) #7
  %10 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @normal to %union.pthread_mutex_t*)) #7
  %11 = tail call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @normal to %union.pthread_mutex_t*)) #7
  %12 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @normal to %union.pthread_mutex_t*)) #7
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i32 0, i32 0), i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %15 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %16 = tail call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %17 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %18 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %19 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %20 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %21 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @recursive to %union.pthread_mutex_t*)) #7
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.1, i32 0, i32 0), i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @checked to %union.pthread_mutex_t*)) #7
  %24 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @checked to %union.pthread_mutex_t*)) #7
  %25 = tail call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @checked to %union.pthread_mutex_t*)) #7
  %26 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @checked to %union.pthread_mutex_t*)) #7
  %27 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef bitcast ({ { i32, i32, i32, i32, i32, { %struct.anon } } }* @checked to %union.pthread_mutex_t*)) #7
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.2, i32 0, i32 0), i32 noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27)
  %29 = bitcast %union.pthread_mutexattr_t* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29) #7
  %30 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #7
  store i32 -1, i32* %2, align 4, !tbaa !6
  %31 = call i32 @pthread_mutexattr_init(%union.pthread_mutexattr_t* noundef nonnull %1) #7
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i32 noundef %31)
  %33 = call i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef nonnull %1, i32* noundef nonnull %2) #7
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %33)
  %35 = load i32, i32* %2, align 4, !tbaa !6
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 noundef %35)
  %37 = call i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef nonnull %1, i32 noundef 1) #7
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i32 noundef %37)
  %39 = call i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef nonnull %1, i32* noundef nonnull %2) #7
  %40 = load i32, i32* %2, align 4, !tbaa !6
  %41 = call i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef nonnull %1, i32 noundef 99) #7
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i32 0, i32 0), i32 noundef %40, i32 noundef %41)
  %43 = bitcast %union.pthread_mutex_t* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %43) #7
  %44 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %3, %union.pthread_mutexattr_t* noundef nonnull %1) #7
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), i32 noundef %44)
  %46 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %47 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %48 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %49 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %50 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %51 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %3) #7
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([59 x i8], [59 x i8]* @.str.9, i32 0, i32 0), i32 noundef %46, i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51)
  %53 = call i32 @pthread_mutexattr_destroy(%union.pthread_mutexattr_t* noundef nonnull %1) #7
  %54 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %3, %union.pthread_mutexattr_t* noundef null) #7
  %55 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %56 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %57 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %3) #7
  %58 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %3) #7
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([61 x i8], [61 x i8]* @.str.10, i32 0, i32 0), i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58)
  %60 = call i32 @pthread_once(i32* noundef nonnull @once, void ()* noundef nonnull @init_once) #7
  %61 = load i32, i32* @once_runs, align 4, !tbaa !6
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %60, i32 noundef %61)
  %63 = call i32 @pthread_once(i32* noundef nonnull @once, void ()* noundef nonnull @init_once) #7
  %64 = load i32, i32* @once_runs, align 4, !tbaa !6
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %63, i32 noundef %64)
  %66 = call i32 @pthread_once(i32* noundef nonnull @once, void ()* noundef nonnull @init_once) #7
  %67 = load i32, i32* @once_runs, align 4, !tbaa !6
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i32 noundef %66, i32 noundef %67)
  %69 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %69) #7
  %70 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %70) #7
  %71 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %71) #7
  store i32 1, i32* %6, align 4, !tbaa !6
  %72 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %72) #7
  store i32 2, i32* %7, align 4, !tbaa !6
  %73 = call i32 @pthread_key_create(i32* noundef nonnull %4, void (i8*)* noundef null) #7
  %74 = call i32 @pthread_key_create(i32* noundef nonnull %5, void (i8*)* noundef null) #7
  %75 = load i32, i32* %4, align 4, !tbaa !6
  %76 = load i32, i32* %5, align 4, !tbaa !6
  %77 = icmp ne i32 %75, %76
  %78 = zext i1 %77 to i32
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i32 0, i32 0), i32 noundef %73, i32 noundef %74, i32 noundef %78)
  %80 = load i32, i32* %4, align 4, !tbaa !6
  %81 = call i8* @pthread_getspecific(i32 noundef %80) #7
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i32 0, i32 0), i8* noundef %81)
  %83 = load i32, i32* %4, align 4, !tbaa !6
  %84 = call i32 @pthread_setspecific(i32 noundef %83, i8* noundef nonnull %71) #7
  %85 = load i32, i32* %5, align 4, !tbaa !6
  %86 = call i32 @pthread_setspecific(i32 noundef %85, i8* noundef nonnull %72) #7
  %87 = load i32, i32* %4, align 4, !tbaa !6
  %88 = call i8* @pthread_getspecific(i32 noundef %87) #7
  %89 = bitcast i8* %88 to i32*
  %90 = load i32, i32* %89, align 4, !tbaa !6
  %91 = load i32, i32* %5, align 4, !tbaa !6
  %92 = call i8* @pthread_getspecific(i32 noundef %91) #7
  %93 = bitcast i8* %92 to i32*
  %94 = load i32, i32* %93, align 4, !tbaa !6
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i32 0, i32 0), i32 noundef %84, i32 noundef %86, i32 noundef %90, i32 noundef %94)
  %96 = load i32, i32* %4, align 4, !tbaa !6
  %97 = call i32 @pthread_key_delete(i32 noundef %96) #7
  %98 = load i32, i32* %4, align 4, !tbaa !6
  %99 = call i32 @pthread_key_delete(i32 noundef %98) #7
  %100 = load i32, i32* %4, align 4, !tbaa !6
  %101 = call i32 @pthread_setspecific(i32 noundef %100, i8* noundef nonnull %71) #7
  %102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str.15, i32 0, i32 0), i32 noundef %97, i32 noundef %99, i32 noundef %101)
  %103 = tail call i32 @pthread_self() #8
  %104 = icmp ne i32 %103, 0
  %105 = zext i1 %104 to i32
  %106 = call i32 @pthread_join(i32 noundef %103, i8** noundef null) #7
  %107 = call i32 @sched_yield() #7
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1, i32 noundef %105, i32 noundef %106, i32 noundef %107)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %72) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %71) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %70) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %69) #7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %43) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29) #7
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(%union.pthread_mutexattr_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_destroy(%union.pthread_mutexattr_t* noundef) local_unnamed_addr #2

declare i32 @pthread_once(i32* noundef, void ()* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @init_once() #5 {
  %1 = load i32, i32* @once_runs, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @once_runs, align 4, !tbaa !6
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare i32 @pthread_key_create(i32* noundef, void (i8*)* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @pthread_getspecific(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @pthread_key_delete(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @pthread_self() local_unnamed_addr #6

declare i32 @pthread_join(i32 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}

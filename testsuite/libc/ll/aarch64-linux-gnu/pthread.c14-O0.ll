; ModuleID = 'pthread.c'
source_filename = "pthread.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s, [8 x i8] }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i32, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_mutexattr_t = type { i32, [4 x i8] }

@.str = private unnamed_addr constant [59 x i8] c"normal: lock %d trylock %d unlock %d trylock %d unlock %d\0A\00", align 1
@normal = internal global %union.pthread_mutex_t { %struct.__pthread_mutex_s zeroinitializer, [8 x i8] undef }, align 8
@recursive = internal global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, %struct.__pthread_internal_list zeroinitializer }, [8 x i8] undef }, align 8
@.str.1 = private unnamed_addr constant [63 x i8] c"recursive: %d %d %d %d %d destroy-held %d %d unlock-unheld %d\0A\00", align 1
@checked = internal global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 2, i32 0, %struct.__pthread_internal_list zeroinitializer }, [8 x i8] undef }, align 8
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
@once_runs = internal global i32 0, align 4
@.str.12 = private unnamed_addr constant [39 x i8] c"keys: create %d create %d distinct %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"get unset %p\0A\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"set %d set %d get %d get %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [42 x i8] c"delete %d delete again %d set deleted %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [48 x i8] c"self equal %d nonzero %d join self %d yield %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %union.pthread_mutexattr_t, align 4
  %11 = alloca i32, align 4
  %12 = alloca %union.pthread_mutex_t, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  %19 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @normal) #4
  %20 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef @normal) #4
  %21 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @normal) #4
  %22 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef @normal) #4
  %23 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @normal) #4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([59 x i8], [59 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %25, i32* %2, align 4
  %26 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %26, i32* %3, align 4
  %27 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %27, i32* %4, align 4
  %28 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %28, i32* %5, align 4
  %29 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %29, i32* %6, align 4
  %30 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %30, i32* %7, align 4
  %31 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %31, i32* %8, align 4
  %32 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @recursive) #4
  store i32 %32, i32* %9, align 4
  %33 = load i32, i32* %2, align 4
  %34 = load i32, i32* %3, align 4
  %35 = load i32, i32* %4, align 4
  %36 = load i32, i32* %5, align 4
  %37 = load i32, i32* %6, align 4
  %38 = load i32, i32* %7, align 4
  %39 = load i32, i32* %8, align 4
  %40 = load i32, i32* %9, align 4
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  %42 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @checked) #4
  store i32 %42, i32* %2, align 4
  %43 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @checked) #4
  store i32 %43, i32* %3, align 4
  %44 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef @checked) #4
  store i32 %44, i32* %4, align 4
  %45 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @checked) #4
  store i32 %45, i32* %5, align 4
  %46 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @checked) #4
  store i32 %46, i32* %6, align 4
  %47 = load i32, i32* %2, align 4
  %48 = load i32, i32* %3, align 4
  %49 = load i32, i32* %4, align 4
  %50 = load i32, i32* %5, align 4
  %51 = load i32, i32* %6, align 4
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.2, i64 0, i64 0), i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51)
  store i32 -1, i32* %11, align 4
  %53 = call i32 @pthread_mutexattr_init(%union.pthread_mutexattr_t* noundef %10) #4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %53)
  %55 = call i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef %10, i32* noundef %11) #4
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %55)
  %57 = load i32, i32* %11, align 4
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i32 noundef %57)
  %59 = call i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef %10, i32 noundef 1) #4
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i32 noundef %59)
  %61 = call i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef %10, i32* noundef %11) #4
  %62 = load i32, i32* %11, align 4
  %63 = call i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef %10, i32 noundef 99) #4
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.7, i64 0, i64 0), i32 noundef %62, i32 noundef %63)
  %65 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef %12, %union.pthread_mutexattr_t* noundef %10) #4
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i32 noundef %65)
  %67 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %12) #4
  %68 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %12) #4
  %69 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %12) #4
  %70 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %12) #4
  %71 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %12) #4
  %72 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef %12) #4
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([59 x i8], [59 x i8]* @.str.9, i64 0, i64 0), i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70, i32 noundef %71, i32 noundef %72)
  %74 = call i32 @pthread_mutexattr_destroy(%union.pthread_mutexattr_t* noundef %10) #4
  %75 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef %12, %union.pthread_mutexattr_t* noundef null) #4
  %76 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef %12) #4
  %77 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef %12) #4
  %78 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %12) #4
  %79 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef %12) #4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @.str.10, i64 0, i64 0), i32 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78, i32 noundef %79)
  store i32 0, i32* %13, align 4
  br label %81

81:                                               ; preds = %88, %0
  %82 = load i32, i32* %13, align 4
  %83 = icmp slt i32 %82, 3
  br i1 %83, label %84, label %91

84:                                               ; preds = %81
  %85 = call i32 @pthread_once(i32* noundef @once, void ()* noundef @init_once)
  %86 = load i32, i32* @once_runs, align 4
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %85, i32 noundef %86)
  br label %88

88:                                               ; preds = %84
  %89 = load i32, i32* %13, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %13, align 4
  br label %81, !llvm.loop !10

91:                                               ; preds = %81
  store i32 1, i32* %16, align 4
  store i32 2, i32* %17, align 4
  %92 = call i32 @pthread_key_create(i32* noundef %14, void (i8*)* noundef null) #4
  %93 = call i32 @pthread_key_create(i32* noundef %15, void (i8*)* noundef null) #4
  %94 = load i32, i32* %14, align 4
  %95 = load i32, i32* %15, align 4
  %96 = icmp ne i32 %94, %95
  %97 = zext i1 %96 to i32
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.12, i64 0, i64 0), i32 noundef %92, i32 noundef %93, i32 noundef %97)
  %99 = load i32, i32* %14, align 4
  %100 = call i8* @pthread_getspecific(i32 noundef %99) #4
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.13, i64 0, i64 0), i8* noundef %100)
  %102 = load i32, i32* %14, align 4
  %103 = bitcast i32* %16 to i8*
  %104 = call i32 @pthread_setspecific(i32 noundef %102, i8* noundef %103) #4
  %105 = load i32, i32* %15, align 4
  %106 = bitcast i32* %17 to i8*
  %107 = call i32 @pthread_setspecific(i32 noundef %105, i8* noundef %106) #4
  %108 = load i32, i32* %14, align 4
  %109 = call i8* @pthread_getspecific(i32 noundef %108) #4
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = load i32, i32* %15, align 4
  %113 = call i8* @pthread_getspecific(i32 noundef %112) #4
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 4
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.14, i64 0, i64 0), i32 noundef %104, i32 noundef %107, i32 noundef %111, i32 noundef %115)
  %117 = load i32, i32* %14, align 4
  %118 = call i32 @pthread_key_delete(i32 noundef %117) #4
  %119 = load i32, i32* %14, align 4
  %120 = call i32 @pthread_key_delete(i32 noundef %119) #4
  %121 = load i32, i32* %14, align 4
  %122 = bitcast i32* %16 to i8*
  %123 = call i32 @pthread_setspecific(i32 noundef %121, i8* noundef %122) #4
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.15, i64 0, i64 0), i32 noundef %118, i32 noundef %120, i32 noundef %123)
  %125 = call i64 @pthread_self() #5
  store i64 %125, i64* %18, align 8
  %126 = load i64, i64* %18, align 8
  %127 = call i64 @pthread_self() #5
  %128 = call i32 @pthread_equal(i64 noundef %126, i64 noundef %127) #5
  %129 = load i64, i64* %18, align 8
  %130 = icmp ne i64 %129, 0
  %131 = zext i1 %130 to i32
  %132 = load i64, i64* %18, align 8
  %133 = call i32 @pthread_join(i64 noundef %132, i8** noundef null)
  %134 = call i32 @sched_yield() #4
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.16, i64 0, i64 0), i32 noundef %128, i32 noundef %131, i32 noundef %133, i32 noundef %134)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(%union.pthread_mutexattr_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_gettype(%union.pthread_mutexattr_t* noundef, i32* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(%union.pthread_mutexattr_t* noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_destroy(%union.pthread_mutexattr_t* noundef) #2

declare i32 @pthread_once(i32* noundef, void ()* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_once() #0 {
  %1 = load i32, i32* @once_runs, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @once_runs, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(i32* noundef, void (i8*)* noundef) #2

; Function Attrs: nounwind
declare i8* @pthread_getspecific(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_key_delete(i32 noundef) #2

; Function Attrs: nounwind readnone willreturn
declare i64 @pthread_self() #3

; Function Attrs: nounwind readnone willreturn
declare i32 @pthread_equal(i64 noundef, i64 noundef) #3

declare i32 @pthread_join(i64 noundef, i8** noundef) #1

; Function Attrs: nounwind
declare i32 @sched_yield() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}

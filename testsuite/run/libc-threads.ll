; Threads: ehi runs the program's one thread.  Creating another is what
; ehi does not provide (X-THR-1, status 68); a lock this thread can never
; get, because it holds it itself, is a deadlock (X-THR-2): a normal
; mutex locked twice, pthread_once from its own routine.  The program:
;   #include <pthread.h>
;   #include <stdio.h>
;   static void *work(void *p) { return p; }
;   int create(void) {
;     pthread_t t;
;     printf("before\n");
;     int r = pthread_create(&t, NULL, work, NULL);
;     printf("after %d\n", r);
;     return 0;
;   }
;   static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
;   int relock(void) {
;     pthread_mutex_lock(&m);
;     printf("locked once\n");
;     pthread_mutex_lock(&m);
;     printf("locked twice\n");
;     return 0;
;   }
;   static pthread_once_t once = PTHREAD_ONCE_INIT;
;   static void again(void) { pthread_once(&once, again); }
;   int once_in_once(void) {
;     pthread_once(&once, again);
;     return 0;
;   }
; RUN: sh -c '%ehi run --entry create %s; echo "status $?"' > %t.c 2>&1
; RUN: FileCheck %s --check-prefix=CREATE < %t.c
; CREATE: before
; CREATE-NEXT: ehi: error: '@pthread_create': ehi runs the program's one thread; creating another is not supported [X-THR-1]
; CREATE-NEXT: at {{.*}} in @create
; CREATE-NOT: after
; CREATE: status 68
; RUN: sh -c '%ehi run --entry relock %s; echo "status $?"' > %t.r 2>&1
; RUN: FileCheck %s --check-prefix=RELOCK < %t.r
; RELOCK: locked once
; RELOCK-NEXT: ehi: undefined behaviour: pthread_mutex_lock of a mutex this thread already holds: no other thread can unlock it (a deadlock) [X-THR-2]
; RELOCK-NOT: locked twice
; RELOCK: status 66
; RUN: sh -c '%ehi run --entry once_in_once %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ONCE
; ONCE: ehi: undefined behaviour: pthread_once called from its own init routine: it would wait for itself (a deadlock) [X-THR-2]
; ONCE-NEXT: at {{.*}} in @again
; ONCE-NEXT: at {{.*}} in @once_in_once
; ONCE: status 66

; ModuleID = 'thr.c'
source_filename = "thr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [8 x i8] c"before\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"after %d\0A\00", align 1
@m = internal global %union.pthread_mutex_t zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [13 x i8] c"locked once\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"locked twice\0A\00", align 1
@once = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @create() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %4 = call i32 @pthread_create(ptr noundef %1, ptr noundef null, ptr noundef @work, ptr noundef null) #3
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @work(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @relock() #0 {
  %1 = call i32 @pthread_mutex_lock(ptr noundef @m) #3
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #3
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @once_in_once() #0 {
  %1 = call i32 @pthread_once(ptr noundef @once, ptr noundef @again)
  ret i32 0
}

declare i32 @pthread_once(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @again() #0 {
  %1 = call i32 @pthread_once(ptr noundef @once, ptr noundef @again)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

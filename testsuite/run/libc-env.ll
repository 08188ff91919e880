; The environment is what --env grants (nothing of the host's: no HOME,
; no PATH); perror writes "S: message" to stderr as glibc does.  Expected
; output from the native x86_64 binary, run as
;   env -i EHI_A=one EHI_B="two words" EHI_EMPTY= ./a.out
; of:
;   #include <errno.h>
;   #include <stdio.h>
;   #include <stdlib.h>
;   int main(void) {
;     const char *names[] = {"HOME", "PATH", "EHI_A", "EHI_B", "EHI_EMPTY"};
;     for (int i = 0; i < 5; i++) {
;       const char *v = getenv(names[i]);
;       printf("%s=%s\n", names[i], v ? v : "(unset)");
;     }
;     printf("to stdout first\n");
;     errno = ENOENT;
;     perror("open");
;     errno = EACCES;
;     perror("");
;     errno = 0;
;     perror(NULL);
;     errno = 4242;
;     perror("odd");
;     printf("then stdout again\n");
;     return 0;
;   }
; RUN: %ehi run --env EHI_A=one --env "EHI_B=two words" --env EHI_EMPTY= %s > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; OUT: HOME=(unset)
; OUT-NEXT: PATH=(unset)
; OUT-NEXT: EHI_A=one
; OUT-NEXT: EHI_B=two words
; OUT-NEXT: EHI_EMPTY=
; OUT-NEXT: to stdout first
; OUT-NEXT: then stdout again
; ERR: open: No such file or directory
; ERR-NEXT: Permission denied
; ERR-NEXT: Success
; ERR-NEXT: odd: Unknown error 4242
; RUN: sh -c '%ehi run --env NOEQUALS %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: ehi run: --env needs NAME=VALUE
; BAD: status 2

; ModuleID = 'env.c'
source_filename = "env.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"HOME\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"PATH\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"EHI_A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"EHI_B\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"EHI_EMPTY\00", align 1
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [7 x i8] c"%s=%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"(unset)\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"to stdout first\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"open\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.11 = private unnamed_addr constant [19 x i8] c"then stdout again\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.names, i64 40, i1 false)
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %26, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %29

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %10
  %12 = load ptr, ptr %11, align 8
  %13 = call ptr @getenv(ptr noundef %12) #5
  store ptr %13, ptr %4, align 8
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = icmp ne ptr %18, null
  br i1 %19, label %20, label %22

20:                                               ; preds = %8
  %21 = load ptr, ptr %4, align 8
  br label %23

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22, %20
  %24 = phi ptr [ %21, %20 ], [ @.str.6, %22 ]
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %17, ptr noundef %24)
  br label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %5, !llvm.loop !6

29:                                               ; preds = %5
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %31 = call ptr @__errno_location() #6
  store i32 2, ptr %31, align 4
  call void @perror(ptr noundef @.str.8)
  %32 = call ptr @__errno_location() #6
  store i32 13, ptr %32, align 4
  call void @perror(ptr noundef @.str.9)
  %33 = call ptr @__errno_location() #6
  store i32 0, ptr %33, align 4
  call void @perror(ptr noundef null)
  %34 = call ptr @__errno_location() #6
  store i32 4242, ptr %34, align 4
  call void @perror(ptr noundef @.str.10)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @getenv(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #4

declare void @perror(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

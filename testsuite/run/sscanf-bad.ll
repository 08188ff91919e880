; sscanf calls that break the rules, each an entry of sbad.c below (clang-19
; -O0, x86_64 Linux): too few pointer arguments (X-LIB-1), an argument that
; is not a pointer (X-LIB-2), a destination too small and an unterminated
; input string (access reports from inside the scan: the engine frees what
; it holds, LeakSanitizer in make check-asan), and what ehi does not
; provide (%m, positional arguments: X-CALL-3, 68).
; RUN: sh -c '%ehi run --entry few %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=FEW %s
; RUN: sh -c '%ehi run --entry kind %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=KIND %s
; RUN: sh -c '%ehi run --entry small %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=SMALL %s
; RUN: sh -c '%ehi run --entry unterminated %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=UNTERM %s
; RUN: sh -c '%ehi run --entry alloc %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=ALLOC %s
; RUN: sh -c '%ehi run --entry positional %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=POS %s
; FEW: ehi: undefined behaviour: scanf-style format needs more arguments than were passed [X-LIB-1]
; FEW-NEXT: in @few
; FEW: status 66
; KIND: ehi: undefined behaviour: scanf-style format expects a pointer for argument 3, got i32 [X-LIB-2]
; KIND: status 66
; SMALL: write of 4 bytes at address 0x{{[0-9a-f]+}}, which is not part of any object [X-MEM-2]
; SMALL-NEXT: in @small
; UNTERM: read of 1 byte at address 0x{{[0-9a-f]+}}, which is not part of any object [X-MEM-2]
; UNTERM-NEXT: in @unterminated
; ALLOC: ehi: error: @__isoc99_sscanf: the allocating %m modifier of scanf, which ehi does not provide [X-CALL-3]
; ALLOC: status 68
; POS: ehi: error: @__isoc99_sscanf: positional arguments (%N$) in a scanf format, which ehi does not provide [X-CALL-3]
; POS: status 68
;
;   #include <stdio.h>
;   int few(void) {
;   	int a = 0;
;   	return sscanf("1 2", "%d %d", &a);
;   }
;   int kind(void) {
;   	return sscanf("1", "%d", 5);
;   }
;   int small(void) {
;   	char b[4];
;   	int r = sscanf("toolong", "%s", b);
;   	return r + b[0];
;   }
;   int unterminated(void) {
;   	char s[3] = {'1', '2', '3'};
;   	int a = 0;
;   	return sscanf(s, "%d", &a) + a;
;   }
;   int alloc(void) {
;   	char *p = 0;
;   	return sscanf("word", "%ms", &p);
;   }
;   int positional(void) {
;   	int a = 0;
;   	return sscanf("4", "%1$d", &a);
;   }
;   int main(void) {
;   	return 0;
;   }

; ModuleID = 'sbad.c'
source_filename = "sbad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"1 2\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"toolong\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@__const.unterminated.s = private unnamed_addr constant [3 x i8] c"123", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"word\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%ms\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"4\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%1$d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @few() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef %1) #3
  ret i32 %2
}

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kind() #0 {
  %1 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.2, ptr noundef @.str.3, i32 noundef 5) #3
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @small() #0 {
  %1 = alloca [4 x i8], align 1
  %2 = alloca i32, align 4
  %3 = getelementptr inbounds [4 x i8], ptr %1, i64 0, i64 0
  %4 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.4, ptr noundef @.str.5, ptr noundef %3) #3
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = getelementptr inbounds [4 x i8], ptr %1, i64 0, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @unterminated() #0 {
  %1 = alloca [3 x i8], align 1
  %2 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.unterminated.s, i64 3, i1 false)
  store i32 0, ptr %2, align 4
  %3 = getelementptr inbounds [3 x i8], ptr %1, i64 0, i64 0
  %4 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef %3, ptr noundef @.str.3, ptr noundef %2) #3
  %5 = load i32, ptr %2, align 4
  %6 = add nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @alloc() #0 {
  %1 = alloca ptr, align 8
  store ptr null, ptr %1, align 8
  %2 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef %1) #3
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @positional() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef %1) #3
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; setjmp/longjmp that break the rules (SPEC.md X-SJLJ-*), each an entry
; of rules.c below (clang-19 -O0, x86_64 Linux):
;   returned: longjmp to a jmp_buf whose setjmp's function has returned (X-SJLJ-1)
;   replaced: ... and another call has taken that frame's place and called
;             setjmp itself (the record is gone; X-SJLJ-1)
;   never_set: an uninitialised jmp_buf; zeroed: a zero global one;
;   overwritten: the token overwritten after setjmp (X-SJLJ-2)
;   from_atexit: longjmp out of an atexit handler that exit() runs, over the
;               runtime's own frame, which ehi cannot pop (X-SJLJ-3, error 68)
; RUN: sh -c '%ehi run --entry returned %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=RET %s
; RUN: sh -c '%ehi run --entry replaced %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=REPL %s
; RUN: sh -c '%ehi run --entry never_set %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=NEVER %s
; RUN: sh -c '%ehi run --entry zeroed %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=ZERO %s
; RUN: sh -c '%ehi run --entry overwritten %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=OVER %s
; RUN: sh -c '%ehi run --entry from_atexit %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=EXIT %s
; RET: ehi: undefined behaviour: longjmp to the jmp_buf at 0x{{[0-9a-f]+}}, set by setjmp in @set_b, which has returned (or was unwound) [X-SJLJ-1]
; RET-NEXT: at {{.*}} in @returned
; RET: status 66
; REPL: set by setjmp in a call of a function, which has returned (or was unwound) [X-SJLJ-1]
; REPL: status 66
; NEVER: ehi: undefined behaviour: longjmp with the jmp_buf at 0x{{[0-9a-f]+}}, which setjmp did not fill (never set, or overwritten since) [X-SJLJ-2]
; NEVER: status 66
; ZERO: which setjmp did not fill (never set, or overwritten since) [X-SJLJ-2]
; ZERO-NEXT: in @zeroed
; ZERO: status 66
; OVER: which setjmp did not fill (never set, or overwritten since) [X-SJLJ-2]
; OVER-NEXT: in @overwritten
; OVER: status 66
; EXIT: ehi: error: longjmp out of @at_exit, which the runtime called (over the runtime's own frame) [X-SJLJ-3]
; EXIT: in @from_atexit
; EXIT: status 68
;
;   #include <setjmp.h>
;   #include <stdio.h>
;   #include <stdlib.h>
;   #include <string.h>
;   static jmp_buf b, other;
;   static void set_b(void) {
;   	if (setjmp(b))
;   		puts("back in set_b");
;   }
;   static void set_other(void) {
;   	if (setjmp(other))
;   		puts("back in set_other");
;   }
;   int returned(void) {
;   	set_b();
;   	longjmp(b, 1);
;   }
;   int replaced(void) {
;   	set_b();
;   	set_other();
;   	longjmp(b, 1);
;   }
;   int never_set(void) {
;   	jmp_buf z;
;   	longjmp(z, 1);
;   }
;   int zeroed(void) {
;   	longjmp(other, 1);
;   }
;   int overwritten(void) {
;   	if (setjmp(b))
;   		return 0;
;   	memset(b, 0x55, 8);
;   	longjmp(b, 1);
;   }
;   static void at_exit(void) {
;   	longjmp(b, 1);
;   }
;   int from_atexit(void) {
;   	atexit(at_exit);
;   	if (setjmp(b) == 0)
;   		exit(0);
;   	return 0;
;   }
;   int main(void) {
;   	return 0;
;   }

; ModuleID = 'rules.c'
source_filename = "rules.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@b = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@other = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [14 x i8] c"back in set_b\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"back in set_other\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @returned() #0 {
  call void @set_b()
  call void @longjmp(ptr noundef @b, i32 noundef 1) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_b() #0 {
  %1 = call i32 @_setjmp(ptr noundef @b) #7
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = call i32 @puts(ptr noundef @.str)
  br label %5

5:                                                ; preds = %3, %0
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @replaced() #0 {
  call void @set_b()
  call void @set_other()
  call void @longjmp(ptr noundef @b, i32 noundef 1) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_other() #0 {
  %1 = call i32 @_setjmp(ptr noundef @other) #7
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = call i32 @puts(ptr noundef @.str.1)
  br label %5

5:                                                ; preds = %3, %0
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @never_set() #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %2 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %1, i64 0, i64 0
  call void @longjmp(ptr noundef %2, i32 noundef 1) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @zeroed() #0 {
  call void @longjmp(ptr noundef @other, i32 noundef 1) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @overwritten() #0 {
  %1 = call i32 @_setjmp(ptr noundef @b) #7
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  ret i32 0

4:                                                ; preds = %0
  call void @llvm.memset.p0.i64(ptr align 16 @b, i8 85, i64 8, i1 false)
  call void @longjmp(ptr noundef @b, i32 noundef 1) #6
  unreachable
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @from_atexit() #0 {
  %1 = call i32 @atexit(ptr noundef @at_exit) #8
  %2 = call i32 @_setjmp(ptr noundef @b) #7
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %0
  call void @exit(i32 noundef 0) #6
  unreachable

5:                                                ; preds = %0
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @at_exit() #0 {
  call void @longjmp(ptr noundef @b, i32 noundef 1) #6
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  ret i32 0
}

declare i32 @puts(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

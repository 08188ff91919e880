; ModuleID = 'std_order.c'
source_filename = "std_order.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"1 printf, no newline; \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"2 stderr\0A\00", align 1
@stderr = external global ptr, align 4
@.str.2 = private unnamed_addr constant [12 x i8] c"3 write(1)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"4 puts\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"5 write(2)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"7 fprintf(stderr)\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"8 printf at exit\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %3 = load ptr, ptr @stderr, align 4
  %4 = call i32 @fputs(ptr noundef @.str.1, ptr noundef %3)
  %5 = call i32 @write(i32 noundef 1, ptr noundef @.str.2, i32 noundef 11)
  %6 = call i32 @puts(ptr noundef @.str.3)
  %7 = call i32 @write(i32 noundef 2, ptr noundef @.str.4, i32 noundef 11)
  %8 = call i32 @putchar(i32 noundef 54)
  %9 = call i32 @putchar(i32 noundef 10)
  %10 = load ptr, ptr @stderr, align 4
  %11 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %10, ptr noundef @.str.5) #3
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @fputs(ptr noundef, ptr noundef) #1

declare i32 @write(i32 noundef, ptr noundef, i32 noundef) #1

declare i32 @puts(ptr noundef) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

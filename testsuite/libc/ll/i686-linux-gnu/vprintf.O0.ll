; ModuleID = 'vprintf.c'
source_filename = "vprintf.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@stdout = external global ptr, align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (ptr, ...) @say(ptr noundef @.str, i32 noundef -7, i32 noundef -294967296, i32 noundef -123456789, i64 noundef 1234567890123456789, i32 noundef 300, i32 noundef 70000, i32 noundef 113, ptr noundef @.str.1, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, ptr noundef null, i32 noundef 255, i32 noundef 8, i32 noundef 255, i32 noundef 4)
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %6)
  %8 = call i32 (ptr, ...) @say(ptr noundef @.str.3, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  %11 = call i32 (ptr, ...) @say(ptr noundef @.str.4, ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.12)
  store i32 %11, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %12)
  %14 = call i32 (ptr, ...) @say(ptr noundef @.str.13, x86_fp80 noundef 0xK4000A000000000000000, i32 noundef 3, x86_fp80 noundef 0xKBFFC8000000000000000, double noundef 2.500000e-01, x86_fp80 noundef 0xK4062C9F2C9CD04675000)
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %15)
  %17 = call i32 (ptr, ...) @say(ptr noundef @.str.14, i32 noundef 42, double noundef 2.500000e+00, ptr noundef @.str.15)
  store i32 %17, ptr %2, align 4
  %18 = load i32, ptr %2, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %18)
  %20 = load ptr, ptr @stdout, align 4
  %21 = call i32 (ptr, ptr, ...) @err(ptr noundef %20, ptr noundef @.str.16, i32 noundef 99, ptr noundef @.str.17)
  store i32 %21, ptr %2, align 4
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22)
  %24 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0
  call void (ptr, i32, ptr, ...) @twice(ptr noundef %24, i32 noundef 64, ptr noundef @.str.18, ptr noundef @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  %25 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0
  call void (ptr, i32, ptr, ...) @twice(ptr noundef %25, i32 noundef 8, ptr noundef @.str.18, ptr noundef @.str.19, i32 noundef 12345, double noundef 0x3FE5555555555555, i64 noundef -9)
  %26 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0
  call void (ptr, i32, ptr, ...) @twice(ptr noundef %26, i32 noundef 1, ptr noundef @.str.20, i32 noundef 7)
  %27 = call i32 (ptr, ...) @tail(ptr noundef @.str.21, i32 noundef 10, i32 noundef 20, i32 noundef 30, ptr noundef @.str.22)
  store i32 %27, ptr %2, align 4
  %28 = load i32, ptr %2, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %28)
  store i32 0, ptr %4, align 4
  %30 = call i32 (ptr, ...) @say(ptr noundef @.str.23, ptr noundef %4)
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = load i32, ptr %4, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %31, i32 noundef %32)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %5 = load ptr, ptr %2, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #4
  store i32 %7, ptr %4, align 4
  call void @llvm.va_end.p0(ptr %3)
  %8 = load i32, ptr %4, align 4
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @err(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  call void @llvm.va_start.p0(ptr %5)
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = load ptr, ptr %5, align 4
  %10 = call i32 @vfprintf(ptr noundef %7, ptr noundef %8, ptr noundef %9) #4
  store i32 %10, ptr %6, align 4
  call void @llvm.va_end.p0(ptr %5)
  %11 = load i32, ptr %6, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice(ptr noundef %0, i32 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  call void @llvm.va_start.p0(ptr %7)
  call void @llvm.va_copy.p0(ptr %8, ptr %7)
  %11 = load ptr, ptr %4, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load ptr, ptr %6, align 4
  %14 = load ptr, ptr %7, align 4
  %15 = call i32 @vsnprintf(ptr noundef %11, i32 noundef %12, ptr noundef %13, ptr noundef %14) #4
  store i32 %15, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %9, align 4
  %18 = load ptr, ptr %4, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %16, i32 noundef %17, ptr noundef %18)
  %20 = load ptr, ptr %4, align 4
  %21 = load ptr, ptr %6, align 4
  %22 = load ptr, ptr %8, align 4
  %23 = call i32 @vsprintf(ptr noundef %20, ptr noundef %21, ptr noundef %22) #4
  store i32 %23, ptr %10, align 4
  %24 = load i32, ptr %10, align 4
  %25 = load ptr, ptr %4, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %24, ptr noundef %25)
  call void @llvm.va_end.p0(ptr %8)
  call void @llvm.va_end.p0(ptr %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tail(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  %6 = load ptr, ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %7, ptr %3, align 4
  %8 = load i32, ptr %6, align 4
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %9)
  %11 = load ptr, ptr %2, align 4
  %12 = load ptr, ptr %3, align 4
  %13 = call i32 @vprintf(ptr noundef %11, ptr noundef %12) #4
  store i32 %13, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %3)
  %14 = load i32, ptr %5, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i32 noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

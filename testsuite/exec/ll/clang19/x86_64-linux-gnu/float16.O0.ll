; ModuleID = 'float16.c'
source_filename = "float16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ds = internal global [11 x double] [double 0x3FF0020000001000, double 0xBFF0020000001000, double 0x3FF0020000000000, double 0x3FF0060000000000, double 0x3E60000000001000, double 0x3E78000000001000, double 0x40EFFDFFFFF00000, double 6.552000e+04, double 0x3F0FF80000001000, double 0x3F0FFC0000001000, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [34 x i8] c"%-22a half %04x (via float %04x)\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%-22a half %04x\0A\00", align 1
@fs = internal global [4 x float] [float 0x3FF0020020000000, float 0x3FF0060000000000, float 0x3E60000000000000, float -6.552000e+04], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %22, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 11
  br i1 %7, label %8, label %25

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [11 x double], ptr @ds, i64 0, i64 %10
  %12 = load volatile double, ptr %11, align 8
  store double %12, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = fptrunc double %14 to half
  %16 = call i32 @h_bits(half noundef %15)
  %17 = load double, ptr %3, align 8
  %18 = fptrunc double %17 to float
  %19 = fptrunc float %18 to half
  %20 = call i32 @h_bits(half noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %13, i32 noundef %16, i32 noundef %20)
  br label %22

22:                                               ; preds = %8
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %5, !llvm.loop !6

25:                                               ; preds = %5
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %42, %25
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %45

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x float], ptr @fs, i64 0, i64 %31
  %33 = load volatile float, ptr %32, align 4
  %34 = fpext float %33 to double
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x float], ptr @fs, i64 0, i64 %36
  %38 = load volatile float, ptr %37, align 4
  %39 = fptrunc float %38 to half
  %40 = call i32 @h_bits(half noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %34, i32 noundef %40)
  br label %42

42:                                               ; preds = %29
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %26, !llvm.loop !8

45:                                               ; preds = %26
  ret i32 5
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_bits(half noundef %0) #0 {
  %2 = alloca half, align 2
  %3 = alloca i16, align 2
  store half %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %3, ptr align 2 %2, i64 2, i1 false)
  %4 = load i16, ptr %3, align 2
  %5 = zext i16 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}

; ModuleID = 'float16.c'
source_filename = "float16.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@ds = internal global [11 x double] [double 0x3FF0020000001000, double 0xBFF0020000001000, double 0x3FF0020000000000, double 0x3FF0060000000000, double 0x3E60000000001000, double 0x3E78000000001000, double 0x40EFFDFFFFF00000, double 6.552000e+04, double 0x3F0FF80000001000, double 0x3F0FFC0000001000, double 0x3FD5555555555555], align 8
@.str = private unnamed_addr constant [34 x i8] c"%-22a half %04x (via float %04x)\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%-22a half %04x\0A\00", align 1
@fs = internal global [4 x float] [float 0x3FF0020020000000, float 0x3FF0060000000000, float 0x3E60000000000000, float -6.552000e+04], align 4

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %21, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 11
  br i1 %7, label %8, label %24

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = getelementptr inbounds [11 x double], ptr @ds, i32 0, i32 %9
  %11 = load volatile double, ptr %10, align 8
  store double %11, ptr %3, align 8
  %12 = load double, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  %14 = fptrunc double %13 to half
  %15 = call i32 @h_bits(half noundef %14)
  %16 = load double, ptr %3, align 8
  %17 = fptrunc double %16 to float
  %18 = fptrunc float %17 to half
  %19 = call i32 @h_bits(half noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %12, i32 noundef %15, i32 noundef %19)
  br label %21

21:                                               ; preds = %8
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  br label %5, !llvm.loop !5

24:                                               ; preds = %5
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %39, %24
  %26 = load i32, ptr %4, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load i32, ptr %4, align 4
  %30 = getelementptr inbounds [4 x float], ptr @fs, i32 0, i32 %29
  %31 = load volatile float, ptr %30, align 4
  %32 = fpext float %31 to double
  %33 = load i32, ptr %4, align 4
  %34 = getelementptr inbounds [4 x float], ptr @fs, i32 0, i32 %33
  %35 = load volatile float, ptr %34, align 4
  %36 = fptrunc float %35 to half
  %37 = call i32 @h_bits(half noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %32, i32 noundef %37)
  br label %39

39:                                               ; preds = %28
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %25, !llvm.loop !7

42:                                               ; preds = %25
  ret i32 5
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @h_bits(half noundef %0) #0 {
  %2 = alloca half, align 2
  %3 = alloca i16, align 2
  store half %0, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %3, ptr align 2 %2, i32 2, i1 false)
  %4 = load i16, ptr %3, align 2
  %5 = zext i16 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}

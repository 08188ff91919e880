; ModuleID = 'ub_stack_escape.c'
source_filename = "ub_stack_escape.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [12 x i8] c"touched %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"after %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call ptr @escape(i32 noundef 7)
  store ptr %4, ptr %2, align 4
  %5 = call i32 @touch(i32 noundef 3)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5)
  %7 = load ptr, ptr %2, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal ptr @escape(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  store volatile i32 %5, ptr %3, align 4
  store volatile ptr %3, ptr %4, align 4
  %6 = load volatile ptr, ptr %4, align 4
  ret ptr %6
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @touch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i32], align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = and i32 %5, 63
  %7 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %6
  store volatile i32 %4, ptr %7, align 4
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 63
  %10 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %9
  %11 = load volatile i32, ptr %10, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

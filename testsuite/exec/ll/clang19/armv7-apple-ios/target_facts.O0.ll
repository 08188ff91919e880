; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%union.U32 = type { i32 }
%union.U64 = type { i64 }
%struct.BF = type { i32 }

@.str = private unnamed_addr constant [97 x i8] c"sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"align: llong %u double %u ldouble %u ptr %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"char: %s, (int)(char)200 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"long: max %lu, signed max %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [57 x i8] c"structs: CL %u/%u CD %u/%u CLD %u/%u CP %u/%u SC3 %u/%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"bitfield sizes: BF %u BFmix %u BFspan %u\0A\00", align 1
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -115, i8 -91, i8 52, i8 18 }, align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"bitfield raw: %08x\0A\00", align 1
@__const.main.u = private unnamed_addr constant %union.U32 { i32 16909060 }, align 4
@.str.8 = private unnamed_addr constant [47 x i8] c"union bytes: %02x %02x %02x %02x -> %s-endian\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"little\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"big\00", align 1
@__const.main.w = private unnamed_addr constant %union.U64 { i64 72623859790382856 }, align 4
@.str.11 = private unnamed_addr constant [53 x i8] c"u64 halves: %08x %08x quarters: %04x %04x %04x %04x\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [8 x i8] c"\01\02\03\04\05\06\07\08", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"memcpy into ints: %04x %08x %016llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"double 1.0 bytes:\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [34 x i8] c"long double: mant %d, max_exp %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"1/3 = %.25Lf\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"1/3 = %La\0A\00", align 1
@.str.19 = private unnamed_addr constant [19 x i8] c"1 + 1e-17 > 1: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"__int128: no\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.BF, align 1
  %5 = alloca i32, align 4
  %6 = alloca %union.U32, align 4
  %7 = alloca %union.U64, align 4
  %8 = alloca [8 x i8], align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca [8 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca double, align 4
  %16 = alloca double, align 4
  store i32 0, ptr %1, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 4)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 4)
  store i8 -56, ptr %2, align 1
  %19 = load i8, ptr %2, align 1
  %20 = sext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i32 noundef %20)
  store i32 -1, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %3, align 4
  %24 = lshr i32 %23, 1
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %22, i32 noundef %24)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 12, i32 noundef 4, i32 noundef 12, i32 noundef 4, i32 noundef 12, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 6, i32 noundef 2)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 4, i32 noundef 1, i32 noundef 5)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 @__const.main.bf, i32 4, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 1 %4, i32 4, i1 false)
  %28 = load i32, ptr %5, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %28)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.u, i32 4, i1 false)
  %30 = getelementptr inbounds [4 x i8], ptr %6, i32 0, i32 0
  %31 = load i8, ptr %30, align 4
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds [4 x i8], ptr %6, i32 0, i32 1
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = getelementptr inbounds [4 x i8], ptr %6, i32 0, i32 2
  %37 = load i8, ptr %36, align 2
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds [4 x i8], ptr %6, i32 0, i32 3
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = getelementptr inbounds [4 x i8], ptr %6, i32 0, i32 0
  %43 = load i8, ptr %42, align 4
  %44 = zext i8 %43 to i32
  %45 = icmp eq i32 %44, 4
  %46 = zext i1 %45 to i64
  %47 = select i1 %45, ptr @.str.9, ptr @.str.10
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %32, i32 noundef %35, i32 noundef %38, i32 noundef %41, ptr noundef %47)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.w, i32 8, i1 false)
  %49 = getelementptr inbounds [2 x i32], ptr %7, i32 0, i32 0
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds [2 x i32], ptr %7, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds [4 x i16], ptr %7, i32 0, i32 0
  %54 = load i16, ptr %53, align 4
  %55 = zext i16 %54 to i32
  %56 = getelementptr inbounds [4 x i16], ptr %7, i32 0, i32 1
  %57 = load i16, ptr %56, align 2
  %58 = zext i16 %57 to i32
  %59 = getelementptr inbounds [4 x i16], ptr %7, i32 0, i32 2
  %60 = load i16, ptr %59, align 4
  %61 = zext i16 %60 to i32
  %62 = getelementptr inbounds [4 x i16], ptr %7, i32 0, i32 3
  %63 = load i16, ptr %62, align 2
  %64 = zext i16 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %50, i32 noundef %52, i32 noundef %55, i32 noundef %58, i32 noundef %61, i32 noundef %64)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %8, ptr align 1 @__const.main.bytes, i32 8, i1 false)
  %66 = getelementptr inbounds [8 x i8], ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %9, ptr align 1 %66, i32 2, i1 false)
  %67 = getelementptr inbounds [8 x i8], ptr %8, i32 0, i32 0
  %68 = getelementptr inbounds i8, ptr %67, i32 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 1 %68, i32 4, i1 false)
  %69 = getelementptr inbounds [8 x i8], ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %11, ptr align 1 %69, i32 8, i1 false)
  %70 = load i16, ptr %9, align 2
  %71 = zext i16 %70 to i32
  %72 = load i32, ptr %10, align 4
  %73 = load i64, ptr %11, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %71, i32 noundef %72, i64 noundef %73)
  store double 1.000000e+00, ptr %12, align 8
  %75 = getelementptr inbounds [8 x i8], ptr %13, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %75, ptr align 8 %12, i32 8, i1 false)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 0, ptr %14, align 4
  br label %77

77:                                               ; preds = %86, %0
  %78 = load i32, ptr %14, align 4
  %79 = icmp slt i32 %78, 8
  br i1 %79, label %80, label %89

80:                                               ; preds = %77
  %81 = load i32, ptr %14, align 4
  %82 = getelementptr inbounds [8 x i8], ptr %13, i32 0, i32 %81
  %83 = load i8, ptr %82, align 1
  %84 = zext i8 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %84)
  br label %86

86:                                               ; preds = %80
  %87 = load i32, ptr %14, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %14, align 4
  br label %77, !llvm.loop !5

89:                                               ; preds = %77
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef 53, i32 noundef 1024)
  store double 0x3FD5555555555555, ptr %15, align 4
  store volatile double 1.000000e-17, ptr %16, align 4
  %92 = load double, ptr %15, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %92)
  %94 = load double, ptr %15, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %94)
  %96 = load volatile double, ptr %16, align 4
  %97 = fadd double 1.000000e+00, %96
  %98 = fcmp ogt double %97, 1.000000e+00
  %99 = zext i1 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  ret i32 51
}

declare i32 @printf(ptr noundef, ...) #1

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

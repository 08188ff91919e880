; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -115, i8 -91, i8 52, i8 18 }, align 4
@.str.7 = private unnamed_addr constant [20 x i8] c"bitfield raw: %08x\0A\00", align 1
@__const.main.u = private unnamed_addr constant %union.U32 { i32 16909060 }, align 4
@.str.8 = private unnamed_addr constant [47 x i8] c"union bytes: %02x %02x %02x %02x -> %s-endian\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"little\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"big\00", align 1
@__const.main.w = private unnamed_addr constant %union.U64 { i64 72623859790382856 }, align 8
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
@.str.20 = private unnamed_addr constant [15 x i8] c"__int128: yes\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.BF, align 4
  %5 = alloca i32, align 4
  %6 = alloca %union.U32, align 4
  %7 = alloca %union.U64, align 8
  %8 = alloca [8 x i8], align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca [8 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 8, i32 noundef 16, i32 noundef 2)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 8, i32 noundef 8, i32 noundef 16, i32 noundef 8)
  store i8 -56, ptr %2, align 1
  %21 = load i8, ptr %2, align 1
  %22 = sext i8 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i32 noundef %22)
  store i32 -1, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %3, align 4
  %26 = lshr i32 %25, 1
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %24, i32 noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 32, i32 noundef 16, i32 noundef 16, i32 noundef 8, i32 noundef 6, i32 noundef 2)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 4, i32 noundef 8, i32 noundef 8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.bf, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 4, i1 false)
  %30 = load i32, ptr %5, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.u, i64 4, i1 false)
  %32 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 0
  %33 = load i8, ptr %32, align 4
  %34 = zext i8 %33 to i32
  %35 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 1
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 2
  %39 = load i8, ptr %38, align 2
  %40 = zext i8 %39 to i32
  %41 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 3
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 0
  %45 = load i8, ptr %44, align 4
  %46 = zext i8 %45 to i32
  %47 = icmp eq i32 %46, 4
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, ptr @.str.9, ptr @.str.10
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %34, i32 noundef %37, i32 noundef %40, i32 noundef %43, ptr noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.w, i64 8, i1 false)
  %51 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 0
  %52 = load i32, ptr %51, align 8
  %53 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 1
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 0
  %56 = load i16, ptr %55, align 8
  %57 = zext i16 %56 to i32
  %58 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 1
  %59 = load i16, ptr %58, align 2
  %60 = zext i16 %59 to i32
  %61 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 2
  %62 = load i16, ptr %61, align 4
  %63 = zext i16 %62 to i32
  %64 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 3
  %65 = load i16, ptr %64, align 2
  %66 = zext i16 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %52, i32 noundef %54, i32 noundef %57, i32 noundef %60, i32 noundef %63, i32 noundef %66)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.bytes, i64 8, i1 false)
  %68 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 1 %68, i64 2, i1 false)
  %69 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  %70 = getelementptr inbounds i8, ptr %69, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 1 %70, i64 4, i1 false)
  %71 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %71, i64 8, i1 false)
  %72 = load i16, ptr %9, align 2
  %73 = zext i16 %72 to i32
  %74 = load i32, ptr %10, align 4
  %75 = load i64, ptr %11, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %73, i32 noundef %74, i64 noundef %75)
  store double 1.000000e+00, ptr %12, align 8
  %77 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %77, ptr align 8 %12, i64 8, i1 false)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  store i32 0, ptr %14, align 4
  br label %79

79:                                               ; preds = %89, %0
  %80 = load i32, ptr %14, align 4
  %81 = icmp slt i32 %80, 8
  br i1 %81, label %82, label %92

82:                                               ; preds = %79
  %83 = load i32, ptr %14, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %84
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %87)
  br label %89

89:                                               ; preds = %82
  %90 = load i32, ptr %14, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %14, align 4
  br label %79, !llvm.loop !5

92:                                               ; preds = %79
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef 64, i32 noundef 16384)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %15, align 16
  store volatile x86_fp80 0xK3FC6B877AA3236A4B449, ptr %16, align 16
  %95 = load x86_fp80, ptr %15, align 16
  store x86_fp80 %95, ptr %17, align 16
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %17)
  %97 = load x86_fp80, ptr %15, align 16
  store x86_fp80 %97, ptr %18, align 16
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %18)
  %99 = load volatile x86_fp80, ptr %16, align 16
  %100 = fadd x86_fp80 0xK3FFF8000000000000000, %99
  %101 = fcmp ogt x86_fp80 %100, 0xK3FFF8000000000000000
  %102 = zext i1 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %102)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.20)
  ret i32 51
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}

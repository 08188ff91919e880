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
  store i32 0, i32* %1, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([97 x i8], [97 x i8]* @.str, i32 0, i32 0), i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 4)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i32 0, i32 0), i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 4)
  store i8 -56, i8* %2, align 1
  %19 = load i8, i8* %2, align 1
  %20 = sext i8 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i32 noundef %20)
  store i32 -1, i32* %3, align 4
  %22 = load i32, i32* %3, align 4
  %23 = load i32, i32* %3, align 4
  %24 = lshr i32 %23, 1
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %22, i32 noundef %24)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i32 0, i32 0), i32 noundef 12, i32 noundef 4, i32 noundef 12, i32 noundef 4, i32 noundef 12, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 6, i32 noundef 2)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i32 0, i32 0), i32 noundef 4, i32 noundef 1, i32 noundef 5)
  %28 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %28, i8* align 1 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.bf, i32 0, i32 0), i32 4, i1 false)
  %29 = bitcast i32* %5 to i8*
  %30 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 1 %30, i32 4, i1 false)
  %31 = load i32, i32* %5, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i32 0, i32 0), i32 noundef %31)
  %33 = bitcast %union.U32* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %33, i8* align 4 bitcast (%union.U32* @__const.main.u to i8*), i32 4, i1 false)
  %34 = bitcast %union.U32* %6 to [4 x i8]*
  %35 = getelementptr inbounds [4 x i8], [4 x i8]* %34, i32 0, i32 0
  %36 = load i8, i8* %35, align 4
  %37 = zext i8 %36 to i32
  %38 = bitcast %union.U32* %6 to [4 x i8]*
  %39 = getelementptr inbounds [4 x i8], [4 x i8]* %38, i32 0, i32 1
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  %42 = bitcast %union.U32* %6 to [4 x i8]*
  %43 = getelementptr inbounds [4 x i8], [4 x i8]* %42, i32 0, i32 2
  %44 = load i8, i8* %43, align 2
  %45 = zext i8 %44 to i32
  %46 = bitcast %union.U32* %6 to [4 x i8]*
  %47 = getelementptr inbounds [4 x i8], [4 x i8]* %46, i32 0, i32 3
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i32
  %50 = bitcast %union.U32* %6 to [4 x i8]*
  %51 = getelementptr inbounds [4 x i8], [4 x i8]* %50, i32 0, i32 0
  %52 = load i8, i8* %51, align 4
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %53, 4
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i32 0, i32 0), i32 noundef %37, i32 noundef %41, i32 noundef %45, i32 noundef %49, i8* noundef %56)
  %58 = bitcast %union.U64* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %58, i8* align 4 bitcast (%union.U64* @__const.main.w to i8*), i32 8, i1 false)
  %59 = bitcast %union.U64* %7 to [2 x i32]*
  %60 = getelementptr inbounds [2 x i32], [2 x i32]* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4
  %62 = bitcast %union.U64* %7 to [2 x i32]*
  %63 = getelementptr inbounds [2 x i32], [2 x i32]* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = bitcast %union.U64* %7 to [4 x i16]*
  %66 = getelementptr inbounds [4 x i16], [4 x i16]* %65, i32 0, i32 0
  %67 = load i16, i16* %66, align 4
  %68 = zext i16 %67 to i32
  %69 = bitcast %union.U64* %7 to [4 x i16]*
  %70 = getelementptr inbounds [4 x i16], [4 x i16]* %69, i32 0, i32 1
  %71 = load i16, i16* %70, align 2
  %72 = zext i16 %71 to i32
  %73 = bitcast %union.U64* %7 to [4 x i16]*
  %74 = getelementptr inbounds [4 x i16], [4 x i16]* %73, i32 0, i32 2
  %75 = load i16, i16* %74, align 4
  %76 = zext i16 %75 to i32
  %77 = bitcast %union.U64* %7 to [4 x i16]*
  %78 = getelementptr inbounds [4 x i16], [4 x i16]* %77, i32 0, i32 3
  %79 = load i16, i16* %78, align 2
  %80 = zext i16 %79 to i32
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.11, i32 0, i32 0), i32 noundef %61, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %80)
  %82 = bitcast [8 x i8]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %82, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.bytes, i32 0, i32 0), i32 8, i1 false)
  %83 = bitcast i16* %9 to i8*
  %84 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %83, i8* align 1 %84, i32 2, i1 false)
  %85 = bitcast i32* %10 to i8*
  %86 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  %87 = getelementptr inbounds i8, i8* %86, i32 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %85, i8* align 1 %87, i32 4, i1 false)
  %88 = bitcast i64* %11 to i8*
  %89 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %88, i8* align 1 %89, i32 8, i1 false)
  %90 = load i16, i16* %9, align 2
  %91 = zext i16 %90 to i32
  %92 = load i32, i32* %10, align 4
  %93 = load i64, i64* %11, align 8
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.12, i32 0, i32 0), i32 noundef %91, i32 noundef %92, i64 noundef %93)
  store double 1.000000e+00, double* %12, align 8
  %95 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i32 0, i32 0
  %96 = bitcast double* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %95, i8* align 8 %96, i32 8, i1 false)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i32 0, i32 0))
  store i32 0, i32* %14, align 4
  br label %98

98:                                               ; preds = %107, %0
  %99 = load i32, i32* %14, align 4
  %100 = icmp slt i32 %99, 8
  br i1 %100, label %101, label %110

101:                                              ; preds = %98
  %102 = load i32, i32* %14, align 4
  %103 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1
  %105 = zext i8 %104 to i32
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i32 noundef %105)
  br label %107

107:                                              ; preds = %101
  %108 = load i32, i32* %14, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %14, align 4
  br label %98, !llvm.loop !9

110:                                              ; preds = %98
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i32 0, i32 0), i32 noundef 53, i32 noundef 1024)
  store double 0x3FD5555555555555, double* %15, align 4
  store volatile double 1.000000e-17, double* %16, align 4
  %113 = load double, double* %15, align 4
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i32 0, i32 0), double noundef %113)
  %115 = load double, double* %15, align 4
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i32 0, i32 0), double noundef %115)
  %117 = load volatile double, double* %16, align 4
  %118 = fadd double 1.000000e+00, %117
  %119 = fcmp ogt double %118, 1.000000e+00
  %120 = zext i1 %119 to i32
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.19, i32 0, i32 0), i32 noundef %120)
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.20, i32 0, i32 0))
  ret i32 51
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

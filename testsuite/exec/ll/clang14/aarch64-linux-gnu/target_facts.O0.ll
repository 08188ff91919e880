; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%union.U32 = type { i32 }
%union.U64 = type { i64 }
%struct.BF = type { i32 }

@.str = private unnamed_addr constant [97 x i8] c"sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"align: llong %u double %u ldouble %u ptr %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"char: %s, (int)(char)200 = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
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
  %3 = alloca i64, align 8
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
  %15 = alloca fp128, align 16
  %16 = alloca fp128, align 16
  store i32 0, i32* %1, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([97 x i8], [97 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 8, i32 noundef 16, i32 noundef 4)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i64 0, i64 0), i32 noundef 8, i32 noundef 8, i32 noundef 16, i32 noundef 8)
  store i8 -56, i8* %2, align 1
  %19 = load i8, i8* %2, align 1
  %20 = zext i8 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %20)
  store i64 -1, i64* %3, align 8
  %22 = load i64, i64* %3, align 8
  %23 = load i64, i64* %3, align 8
  %24 = lshr i64 %23, 1
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i64 noundef %22, i64 noundef %24)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i64 0, i64 0), i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 32, i32 noundef 16, i32 noundef 16, i32 noundef 8, i32 noundef 6, i32 noundef 2)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4, i32 noundef 4, i32 noundef 8)
  %28 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %28, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.bf, i32 0, i32 0), i64 4, i1 false)
  %29 = bitcast i32* %5 to i8*
  %30 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %29, i8* align 4 %30, i64 4, i1 false)
  %31 = load i32, i32* %5, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %31)
  %33 = bitcast %union.U32* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %33, i8* align 4 bitcast (%union.U32* @__const.main.u to i8*), i64 4, i1 false)
  %34 = bitcast %union.U32* %6 to [4 x i8]*
  %35 = getelementptr inbounds [4 x i8], [4 x i8]* %34, i64 0, i64 0
  %36 = load i8, i8* %35, align 4
  %37 = zext i8 %36 to i32
  %38 = bitcast %union.U32* %6 to [4 x i8]*
  %39 = getelementptr inbounds [4 x i8], [4 x i8]* %38, i64 0, i64 1
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  %42 = bitcast %union.U32* %6 to [4 x i8]*
  %43 = getelementptr inbounds [4 x i8], [4 x i8]* %42, i64 0, i64 2
  %44 = load i8, i8* %43, align 2
  %45 = zext i8 %44 to i32
  %46 = bitcast %union.U32* %6 to [4 x i8]*
  %47 = getelementptr inbounds [4 x i8], [4 x i8]* %46, i64 0, i64 3
  %48 = load i8, i8* %47, align 1
  %49 = zext i8 %48 to i32
  %50 = bitcast %union.U32* %6 to [4 x i8]*
  %51 = getelementptr inbounds [4 x i8], [4 x i8]* %50, i64 0, i64 0
  %52 = load i8, i8* %51, align 4
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %53, 4
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0)
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i64 0, i64 0), i32 noundef %37, i32 noundef %41, i32 noundef %45, i32 noundef %49, i8* noundef %56)
  %58 = bitcast %union.U64* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %58, i8* align 8 bitcast (%union.U64* @__const.main.w to i8*), i64 8, i1 false)
  %59 = bitcast %union.U64* %7 to [2 x i32]*
  %60 = getelementptr inbounds [2 x i32], [2 x i32]* %59, i64 0, i64 0
  %61 = load i32, i32* %60, align 8
  %62 = bitcast %union.U64* %7 to [2 x i32]*
  %63 = getelementptr inbounds [2 x i32], [2 x i32]* %62, i64 0, i64 1
  %64 = load i32, i32* %63, align 4
  %65 = bitcast %union.U64* %7 to [4 x i16]*
  %66 = getelementptr inbounds [4 x i16], [4 x i16]* %65, i64 0, i64 0
  %67 = load i16, i16* %66, align 8
  %68 = zext i16 %67 to i32
  %69 = bitcast %union.U64* %7 to [4 x i16]*
  %70 = getelementptr inbounds [4 x i16], [4 x i16]* %69, i64 0, i64 1
  %71 = load i16, i16* %70, align 2
  %72 = zext i16 %71 to i32
  %73 = bitcast %union.U64* %7 to [4 x i16]*
  %74 = getelementptr inbounds [4 x i16], [4 x i16]* %73, i64 0, i64 2
  %75 = load i16, i16* %74, align 4
  %76 = zext i16 %75 to i32
  %77 = bitcast %union.U64* %7 to [4 x i16]*
  %78 = getelementptr inbounds [4 x i16], [4 x i16]* %77, i64 0, i64 3
  %79 = load i16, i16* %78, align 2
  %80 = zext i16 %79 to i32
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.11, i64 0, i64 0), i32 noundef %61, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %80)
  %82 = bitcast [8 x i8]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %82, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.bytes, i32 0, i32 0), i64 8, i1 false)
  %83 = bitcast i16* %9 to i8*
  %84 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %83, i8* align 1 %84, i64 2, i1 false)
  %85 = bitcast i32* %10 to i8*
  %86 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %87 = getelementptr inbounds i8, i8* %86, i64 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %85, i8* align 1 %87, i64 4, i1 false)
  %88 = bitcast i64* %11 to i8*
  %89 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %88, i8* align 1 %89, i64 8, i1 false)
  %90 = load i16, i16* %9, align 2
  %91 = zext i16 %90 to i32
  %92 = load i32, i32* %10, align 4
  %93 = load i64, i64* %11, align 8
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.12, i64 0, i64 0), i32 noundef %91, i32 noundef %92, i64 noundef %93)
  store double 1.000000e+00, double* %12, align 8
  %95 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %96 = bitcast double* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %95, i8* align 8 %96, i64 8, i1 false)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %14, align 4
  br label %98

98:                                               ; preds = %108, %0
  %99 = load i32, i32* %14, align 4
  %100 = icmp slt i32 %99, 8
  br i1 %100, label %101, label %111

101:                                              ; preds = %98
  %102 = load i32, i32* %14, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 %103
  %105 = load i8, i8* %104, align 1
  %106 = zext i8 %105 to i32
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %106)
  br label %108

108:                                              ; preds = %101
  %109 = load i32, i32* %14, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %14, align 4
  br label %98, !llvm.loop !10

111:                                              ; preds = %98
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i32 noundef 113, i32 noundef 16384)
  store fp128 0xL55555555555555553FFD555555555555, fp128* %15, align 16
  store volatile fp128 0xL6892137DFD73F5A93FC670EF54646D49, fp128* %16, align 16
  %114 = load fp128, fp128* %15, align 16
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), fp128 noundef %114)
  %116 = load fp128, fp128* %15, align 16
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), fp128 noundef %116)
  %118 = load volatile fp128, fp128* %16, align 16
  %119 = fadd fp128 0xL00000000000000003FFF000000000000, %118
  %120 = fcmp ogt fp128 %119, 0xL00000000000000003FFF000000000000
  %121 = zext i1 %120 to i32
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.19, i64 0, i64 0), i32 noundef %121)
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0))
  ret i32 51
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}

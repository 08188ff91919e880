; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  store i32 0, i32* %1, align 4
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([97 x i8], [97 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 8, i32 noundef 16, i32 noundef 2)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i64 0, i64 0), i32 noundef 8, i32 noundef 8, i32 noundef 16, i32 noundef 8)
  store i8 -56, i8* %2, align 1
  %21 = load i8, i8* %2, align 1
  %22 = sext i8 %21 to i32
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %22)
  store i32 -1, i32* %3, align 4
  %24 = load i32, i32* %3, align 4
  %25 = load i32, i32* %3, align 4
  %26 = lshr i32 %25, 1
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i64 0, i64 0), i32 noundef %24, i32 noundef %26)
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i64 0, i64 0), i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 32, i32 noundef 16, i32 noundef 16, i32 noundef 8, i32 noundef 6, i32 noundef 2)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef 4, i32 noundef 8, i32 noundef 8)
  %30 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %30, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.bf, i32 0, i32 0), i64 4, i1 false)
  %31 = bitcast i32* %5 to i8*
  %32 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %31, i8* align 4 %32, i64 4, i1 false)
  %33 = load i32, i32* %5, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.7, i64 0, i64 0), i32 noundef %33)
  %35 = bitcast %union.U32* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %35, i8* align 4 bitcast (%union.U32* @__const.main.u to i8*), i64 4, i1 false)
  %36 = bitcast %union.U32* %6 to [4 x i8]*
  %37 = getelementptr inbounds [4 x i8], [4 x i8]* %36, i64 0, i64 0
  %38 = load i8, i8* %37, align 4
  %39 = zext i8 %38 to i32
  %40 = bitcast %union.U32* %6 to [4 x i8]*
  %41 = getelementptr inbounds [4 x i8], [4 x i8]* %40, i64 0, i64 1
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = bitcast %union.U32* %6 to [4 x i8]*
  %45 = getelementptr inbounds [4 x i8], [4 x i8]* %44, i64 0, i64 2
  %46 = load i8, i8* %45, align 2
  %47 = zext i8 %46 to i32
  %48 = bitcast %union.U32* %6 to [4 x i8]*
  %49 = getelementptr inbounds [4 x i8], [4 x i8]* %48, i64 0, i64 3
  %50 = load i8, i8* %49, align 1
  %51 = zext i8 %50 to i32
  %52 = bitcast %union.U32* %6 to [4 x i8]*
  %53 = getelementptr inbounds [4 x i8], [4 x i8]* %52, i64 0, i64 0
  %54 = load i8, i8* %53, align 4
  %55 = zext i8 %54 to i32
  %56 = icmp eq i32 %55, 4
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0)
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.8, i64 0, i64 0), i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %51, i8* noundef %58)
  %60 = bitcast %union.U64* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %60, i8* align 8 bitcast (%union.U64* @__const.main.w to i8*), i64 8, i1 false)
  %61 = bitcast %union.U64* %7 to [2 x i32]*
  %62 = getelementptr inbounds [2 x i32], [2 x i32]* %61, i64 0, i64 0
  %63 = load i32, i32* %62, align 8
  %64 = bitcast %union.U64* %7 to [2 x i32]*
  %65 = getelementptr inbounds [2 x i32], [2 x i32]* %64, i64 0, i64 1
  %66 = load i32, i32* %65, align 4
  %67 = bitcast %union.U64* %7 to [4 x i16]*
  %68 = getelementptr inbounds [4 x i16], [4 x i16]* %67, i64 0, i64 0
  %69 = load i16, i16* %68, align 8
  %70 = zext i16 %69 to i32
  %71 = bitcast %union.U64* %7 to [4 x i16]*
  %72 = getelementptr inbounds [4 x i16], [4 x i16]* %71, i64 0, i64 1
  %73 = load i16, i16* %72, align 2
  %74 = zext i16 %73 to i32
  %75 = bitcast %union.U64* %7 to [4 x i16]*
  %76 = getelementptr inbounds [4 x i16], [4 x i16]* %75, i64 0, i64 2
  %77 = load i16, i16* %76, align 4
  %78 = zext i16 %77 to i32
  %79 = bitcast %union.U64* %7 to [4 x i16]*
  %80 = getelementptr inbounds [4 x i16], [4 x i16]* %79, i64 0, i64 3
  %81 = load i16, i16* %80, align 2
  %82 = zext i16 %81 to i32
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.11, i64 0, i64 0), i32 noundef %63, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i32 noundef %82)
  %84 = bitcast [8 x i8]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %84, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.bytes, i32 0, i32 0), i64 8, i1 false)
  %85 = bitcast i16* %9 to i8*
  %86 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %85, i8* align 1 %86, i64 2, i1 false)
  %87 = bitcast i32* %10 to i8*
  %88 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %89 = getelementptr inbounds i8, i8* %88, i64 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %87, i8* align 1 %89, i64 4, i1 false)
  %90 = bitcast i64* %11 to i8*
  %91 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %90, i8* align 1 %91, i64 8, i1 false)
  %92 = load i16, i16* %9, align 2
  %93 = zext i16 %92 to i32
  %94 = load i32, i32* %10, align 4
  %95 = load i64, i64* %11, align 8
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.12, i64 0, i64 0), i32 noundef %93, i32 noundef %94, i64 noundef %95)
  store double 1.000000e+00, double* %12, align 8
  %97 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 0
  %98 = bitcast double* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %97, i8* align 8 %98, i64 8, i1 false)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i64 0, i64 0))
  store i32 0, i32* %14, align 4
  br label %100

100:                                              ; preds = %110, %0
  %101 = load i32, i32* %14, align 4
  %102 = icmp slt i32 %101, 8
  br i1 %102, label %103, label %113

103:                                              ; preds = %100
  %104 = load i32, i32* %14, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i64 0, i64 %105
  %107 = load i8, i8* %106, align 1
  %108 = zext i8 %107 to i32
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i32 noundef %108)
  br label %110

110:                                              ; preds = %103
  %111 = load i32, i32* %14, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %14, align 4
  br label %100, !llvm.loop !4

113:                                              ; preds = %100
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i32 noundef 64, i32 noundef 16384)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80* %15, align 16
  store volatile x86_fp80 0xK3FC6B877AA3236A4B449, x86_fp80* %16, align 16
  %116 = load x86_fp80, x86_fp80* %15, align 16
  store x86_fp80 %116, x86_fp80* %17, align 16
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.17, i64 0, i64 0), x86_fp80* noundef %17)
  %118 = load x86_fp80, x86_fp80* %15, align 16
  store x86_fp80 %118, x86_fp80* %18, align 16
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.18, i64 0, i64 0), x86_fp80* noundef %18)
  %120 = load volatile x86_fp80, x86_fp80* %16, align 16
  %121 = fadd x86_fp80 0xK3FFF8000000000000000, %120
  %122 = fcmp ogt x86_fp80 %121, 0xK3FFF8000000000000000
  %123 = zext i1 %122 to i32
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.19, i64 0, i64 0), i32 noundef %123)
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.20, i64 0, i64 0))
  ret i32 51
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
